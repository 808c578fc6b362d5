import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
