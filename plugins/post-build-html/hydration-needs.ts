// The loader's plan: every URL Gatsby's runtime fetches before it hydrates a page, read from the
// build's output (no documented API: what is not where expected fails the build, naming it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plan } from '../../contracts/page-plan';
import { attributesOf, elements, parseWithOffsets, type Element } from './parse';

export type Stats = { namedChunkGroups?: Record<string, { assets?: { name: string }[] }> };
type PageData = { componentChunkName?: unknown; staticQueryHashes?: unknown };

/** The page path Gatsby files an HTML file's data under: "index" for /, "faq" for /faq/. */
export function pageDataPath(publicDir: string, htmlFile: string): string {
  const relative = path.relative(publicDir, htmlFile).split(path.sep).join('/');
  if (relative === 'index.html') return 'index';
  return relative.endsWith('/index.html') ? relative.slice(0, -'/index.html'.length) : relative;
}

export function bundleTagElements(html: string): Element[] {
  return elements(parseWithOffsets(html)).filter((element) => {
    if (element.tagName !== 'script') return false;
    const a = attributesOf(element);
    return a.src !== undefined && 'async' in a && !('type' in a) && !('nomodule' in a);
  });
}

export const bundleTags = (html: string): string[] =>
  bundleTagElements(html).map((element) => attributesOf(element).src!);

/** Where Gatsby keeps its slices' HTML, which it has already stitched into the pages. */
const SLICES = path.join('_gatsby', 'slices');

/** The plan of the page in `htmlFile`; undefined for no page of Gatsby's (a fragment, a slice). */
export function hydrationNeeds(
  publicDir: string,
  htmlFile: string,
  tags: readonly string[],
  stats: Stats,
): Plan | undefined {
  const where = path.relative(publicDir, htmlFile);
  if (!tags.length || where.startsWith(SLICES + path.sep)) return undefined;
  const fail = (what: string): never => {
    throw new Error(`The pages' loader plan, ${where}: ${what}`);
  };
  const pagePath = pageDataPath(publicDir, htmlFile);
  const dataUrl = `/page-data/${pagePath}/page-data.json`;
  const dataFile = path.join(publicDir, dataUrl);
  if (!existsSync(dataFile)) fail(`the page's data is not at ${dataUrl}`);
  const page = JSON.parse(readFileSync(dataFile, 'utf8')) as PageData;
  if (typeof page.componentChunkName !== 'string') fail(`${dataUrl} names no componentChunkName`);
  const hashes = page.staticQueryHashes ?? [];
  if (!Array.isArray(hashes) || hashes.some((h) => typeof h !== 'string'))
    fail(`${dataUrl} has no list of staticQueryHashes`);
  const group = stats.namedChunkGroups?.[page.componentChunkName as string];
  if (!group?.assets)
    fail(`webpack.stats.json has no chunk group "${String(page.componentChunkName)}"`);
  const chunks = group!.assets!.map((a) => `/${a.name}`).filter((url) => url.endsWith('.js'));
  const needs: Plan = {
    bundles: tags,
    scripts: [...new Set([...tags, ...chunks])],
    data: [
      dataUrl,
      '/page-data/app-data.json',
      ...(hashes as string[]).map((hash) => `/page-data/sq/d/${hash}.json`),
    ],
  };
  for (const url of [...needs.scripts, ...needs.data]) {
    if (!existsSync(path.join(publicDir, url))) fail(`${url} is not in the build`);
  }
  return needs;
}

export function readStats(publicDir: string): Stats {
  const file = path.join(publicDir, 'webpack.stats.json');
  if (!existsSync(file)) throw new Error("The pages' loader plan, webpack.stats.json: missing");
  return JSON.parse(readFileSync(file, 'utf8')) as Stats;
}
