import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createResolvers } from '../gatsby-node';
import { MAX_INLINE_SVG_BYTES, svgDataUri } from '../svg-data-uri';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'svg-data-uri-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, content: string) => {
  const absolutePath = path.join(dir, name);
  writeFileSync(absolutePath, content);
  return { absolutePath, extension: path.extname(name).slice(1), size: Buffer.byteLength(content) };
};

it('gives a small SVG as a data: URI that decodes to the file, # and quotes included', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#e10415" width="4" height="4"/></svg>';
  const uri = svgDataUri(file('logo.svg', `${svg}\n`))!;
  expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
  expect(uri).not.toMatch(/[#"<>\s]/);
  expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(svg);
  expect(svgDataUri(file('LOGO.SVG', svg))).toBe(svgDataUri(file('logo.svg', svg)));
});

it('leaves other images, and an SVG too big to repeat in every page, as files', () => {
  expect(svgDataUri(file('logo.png', 'not an svg'))).toBeNull();
  const big = `<svg>${' '.repeat(MAX_INLINE_SVG_BYTES)}</svg>`;
  expect(svgDataUri(file('big.svg', big))).toBeNull();
  expect(svgDataUri({ extension: 'svg' })).toBeNull();
});

describe("the logo's resolvers: its <svg> when it is plain drawing, else its data: URI", () => {
  type Resolve = (source: object) => unknown;
  let warnings: string[];
  let resolvers: Record<string, { resolve: Resolve }>;
  beforeEach(() => {
    warnings = [];
    const args = {
      createResolvers: (map: { File: typeof resolvers }) => (resolvers = map.File),
      reporter: { warn: (message: string) => warnings.push(message) },
    };
    (createResolvers as unknown as (a: typeof args) => void)(args);
  });

  it("gives a plain SVG's shapes for the page's own <svg>, and so no data: URI", () => {
    const logo = file('logo.svg', '<svg viewBox="0 0 4 4"><rect width="4" height="4"/></svg>');
    expect(resolvers.svgInline!.resolve(logo)).toEqual({
      viewBox: '0 0 4 4',
      markup: '<rect width="4" height="4"></rect>',
    });
    expect(resolvers.svgDataUri!.resolve(logo)).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('tells the editor once, naming the file, why a logo stays an image', () => {
    const logo = file('logo.svg', '<svg viewBox="0 0 4 4"><path class="cls-1" d="M0 0"/></svg>');
    expect(resolvers.svgInline!.resolve(logo)).toBeNull();
    expect(resolvers.svgInline!.resolve(logo)).toBeNull();
    expect(resolvers.svgDataUri!.resolve(logo)).toMatch(/^data:image\/svg\+xml,/);
    expect(warnings).toEqual([
      `${path.relative(process.cwd(), logo.absolutePath)}: shown as an image, not drawn in the page, because <path> has the attribute class`,
    ]);
  });

  it('gives nothing for a file that is not an SVG', () => {
    expect(resolvers.svgInline!.resolve(file('logo.png', 'png'))).toBeNull();
    expect(resolvers.svgDataUri!.resolve(file('logo.png', 'png'))).toBeNull();
    expect(warnings).toEqual([]);
  });
});
