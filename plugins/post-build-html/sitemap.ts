// sitemap.xml and robots.txt, from the built pages, which must be every page of the registry.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../contracts/escape-html';
import { ADMIN_PATH, isIndexable, PAGES } from '../../contracts/routes';

export function buildSitemapXml(siteUrl: string, paths: string[]): string {
  const urls = [...new Set(paths)]
    .filter(isIndexable)
    .sort()
    .map((p) => `  <url><loc>${escapeHtml(siteUrl + p)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(siteUrl: string): string {
  // /old/ stays crawlable on purpose: its pages say noindex, which a crawler must be able to read.
  // /admin/ says noindex too, but holds nothing to find: crawlers need not load the CMS at all.
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${ADMIN_PATH}`,
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Throws when a page of contracts/routes.ts was not built. */
export function writeSitemap(publicDir: string, siteUrl: string, paths: string[]): string {
  const unbuilt = Object.values(PAGES).filter((page) => !paths.includes(page.path));
  if (unbuilt.length > 0) {
    const missing = unbuilt.map((p) => p.path).join(', ');
    throw new Error(
      `contracts/routes.ts's PAGES lists pages no file in src/pages/ makes: ${missing}`,
    );
  }
  writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemapXml(siteUrl, paths));
  writeFileSync(path.join(publicDir, 'robots.txt'), buildRobotsTxt(siteUrl));
  return `sitemap.xml lists ${paths.filter(isIndexable).length} pages`;
}
