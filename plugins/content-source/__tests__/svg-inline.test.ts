import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_INLINE_SVG_BYTES } from '../svg-data-uri';
import { inlineSvg } from '../svg-inline';

const svg = (inner: string, root = 'viewBox="0 0 10 10"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${root}>${inner}</svg>`;

it("draws the club's placeholder logo in the page, without its title", () => {
  const file = readFileSync(path.resolve(__dirname, '../../../content/images/logo.svg'), 'utf8');
  const result = inlineSvg(file);
  expect(result).toMatchObject({ viewBox: '0 0 350 200' });
  const { markup } = result as { markup: string };
  expect(markup).toMatch(
    /^<g transform="translate\(101\.5 10\) scale\(1\.47\)"><path d="M8 42Q50 -18 92 42"/,
  );
  expect(markup).not.toContain('<title>');
  expect(markup.match(/<path /g)?.length).toBe(file.match(/<path /g)?.length);
});

it('keeps shapes, groups and their paint; moves the root paint to a group around them', () => {
  const result = inlineSvg(
    `<?xml version="1.0"?>\n${svg('<rect width="4" height="4" rx="1"/><circle cx="5" cy="5" r="2" fill="#e10415"/>', 'viewBox="0 0 10 10" fill="none" stroke="#1d1f24"')}\n`,
  );
  expect(result).toEqual({
    viewBox: '0 0 10 10',
    markup:
      '<g fill="none" stroke="#1d1f24"><rect width="4" height="4" rx="1"></rect><circle cx="5" cy="5" r="2" fill="#e10415"></circle></g>',
  });
});

it('takes the viewBox from a plain width and height', () => {
  expect(inlineSvg(svg('<path d="M0 0H4"/>', 'width="350px" height="200"'))).toMatchObject({
    viewBox: '0 0 350 200',
  });
  expect(inlineSvg(svg('<path d="M0 0H4"/>', 'width="10em" height="4em"'))).toEqual({
    reason: 'its <svg> has neither a viewBox nor a numeric width and height',
  });
});

it.each([
  ['a script', svg('<script>alert(1)</script>'), 'it has a <script> element'],
  ['a style sheet', svg('<style>path{fill:red}</style>'), 'it has a <style> element'],
  [
    'HTML inside',
    svg('<foreignObject><p>hi</p></foreignObject>'),
    'it has a <foreignObject> element',
  ],
  ['a link', svg('<a href="https://example.com"><path d="M0 0"/></a>'), 'it has a <a> element'],
  ['another file', svg('<image href="x.png"/>'), 'it has a <image> element'],
  [
    'an event handler',
    svg('<path d="M0 0" onclick="alert(1)"/>'),
    '<path> has the attribute onclick',
  ],
  [
    'an event handler on the root',
    svg('', 'viewBox="0 0 1 1" onload="alert(1)"'),
    '<svg> has the attribute onload',
  ],
  ['a style attribute', svg('<path d="M0 0" style="fill:red"/>'), '<path> has the attribute style'],
  ['a class', svg('<path d="M0 0" class="cls-1"/>'), '<path> has the attribute class'],
  ['an id', svg('<g id="layer"/>'), '<g> has the attribute id'],
  ['a reference', svg('<path d="M0 0" fill="url(#g)"/>'), '<path fill> has the value "url(#g)"'],
  [
    'markup in a value',
    svg('<path d="M0 0" fill="&quot;><script>"/>'),
    '<path fill> has the value ""><script>"',
  ],
  ['text', svg('<text>Club</text>'), 'it has a <text> element'],
  ['two roots', `${svg('')}${svg('')}`, 'it is not one <svg> element'],
  ['HTML', '<div>logo</div>', 'it is not one <svg> element'],
])('keeps a logo with %s as an image, and says why', (_what, text, reason) => {
  expect(inlineSvg(text)).toEqual({ reason });
});

it('keeps a logo too big to repeat in every page as an image', () => {
  const big = svg(`<path d="M0 0${'H1'.repeat(MAX_INLINE_SVG_BYTES)}"/>`);
  expect(inlineSvg(big)).toEqual({ reason: `it is over ${MAX_INLINE_SVG_BYTES} bytes` });
});
