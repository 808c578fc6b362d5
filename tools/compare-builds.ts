// Compares two builds' HTML pages with what a rebuild renames taken out (content hashes, chunk
// ids, ?v=, CSP script hashes), to show a change that moves code leaves every page as it was.
// `npx tsx tools/compare-builds.ts <public-a> <public-b>`: prints each differing page, exits 1.
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../plugins/post-build-html';

const HASH = '[hash]';

/** Each rule in turn: what a rebuild may rename, and what the page says instead. */
const RENAMES: [RegExp, string][] = [
  // The CSP's hashes of inline scripts, which change when a chunk's name in them does.
  [/\b(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}/g, `$1-${HASH}`],
  // Webpack's shared chunks are named by a 40-digit hash of the modules in them.
  [/\b[0-9a-f]{40}\b/g, HASH],
  // Its content hashes ([contenthash], [chunkhash]) and the compilation hash: 20 digits.
  [/\b[0-9a-f]{20}\b/g, HASH],
  [/\?v=[^"'&\s<>]+/g, `?v=${HASH}`],
  // A chunk's number (452-[hash].js) follows the order webpack met the modules in.
  [/(^|[^\w-])\d+-\[hash\]/g, `$1[chunk]-${HASH}`],
];

/** A page's HTML with the parts a rebuild renames replaced by placeholders. */
export function normalise(html: string): string {
  return RENAMES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html);
}

const readPage = (dir: string, page: string) =>
  normalise(fs.readFileSync(path.join(dir, page), 'utf8'));

/** Where two texts first part, as a short excerpt of each. */
export function firstDifference(a: string, b: string, context = 60): [string, string] {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  const excerpt = (text: string) => text.slice(Math.max(0, at - context), at + context);
  return [excerpt(a), excerpt(b)];
}

/** Every page either build has (relative to its folder), those that differ and those one lacks. */
export function compareBuilds(a: string, b: string) {
  const pagesOf = (dir: string) => new Set(htmlFiles(dir).map((file) => path.relative(dir, file)));
  const inA = pagesOf(a);
  const inB = pagesOf(b);
  const pages = [...new Set([...inA, ...inB])].sort();
  const missing = pages.filter((page) => !inA.has(page) || !inB.has(page));
  const differing = pages.filter(
    (page) => !missing.includes(page) && readPage(a, page) !== readPage(b, page),
  );
  return { pages, differing, missing };
}

function main(args: string[]) {
  if (args.length !== 2) {
    console.error('usage: npx tsx tools/compare-builds.ts <public-a> <public-b>');
    process.exit(2);
  }
  const [a, b] = args as [string, string];
  const { pages, differing, missing } = compareBuilds(a, b);
  for (const page of missing) console.log(`${page}: in one build only`);
  for (const page of differing) {
    const [inA, inB] = firstDifference(readPage(a, page), readPage(b, page));
    console.log(`${page}\n  ${a}: …${inA}…\n  ${b}: …${inB}…`);
  }
  const bad = missing.length + differing.length;
  console.log(
    bad === 0
      ? `${pages.length} pages, the same once hashes and chunk names are set aside`
      : `${bad} of ${pages.length} pages differ`,
  );
  process.exit(bad === 0 ? 0 : 1);
}

if (require.main === module) main(process.argv.slice(2));
