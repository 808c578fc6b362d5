// sitemap.xml and robots.txt, written by gatsby-node after the build from the built pages.
import { escapeHtml } from '../../contracts/escape-html';
import { ADMIN_PATH, isIndexable } from '../../contracts/routes';

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
