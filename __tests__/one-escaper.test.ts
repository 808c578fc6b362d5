// Text written into HTML or XML is escaped in one place, contracts/escape-html.ts, so no side can
// keep a copy that forgets a character (a quote in an attribute, an ampersand in the sitemap).
// An entity written out in code is the mark of such a copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const SIDES = ['contracts', 'edge', 'lambda', 'src', 'plugins', 'infra', 'tools'];
const THE_ESCAPER = path.join('contracts', 'escape-html.ts');
const SKIP = new Set(['node_modules', '__tests__', 'cdk.out']);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

it('escapes markup in contracts/escape-html.ts alone', () => {
  const escaping = SIDES.flatMap(sources).filter((file) =>
    /&amp;|&lt;/.test(readFileSync(path.join(root, file), 'utf8')),
  );

  expect(escaping).toEqual([THE_ESCAPER]);
});
