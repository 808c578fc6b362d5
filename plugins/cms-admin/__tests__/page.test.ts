// The /admin/ page's HTML: what it holds. That the build's HTML steps leave it alone is checked
// over the real build (e2e/admin/admin.spec.ts).
import { cmsTitle } from '../config';
import { adminPageHtml } from '../page';
import { ADMIN_SCRIPT } from '../preview/bundle';

describe('adminPageHtml', () => {
  // Prepare
  const html = adminPageHtml('Bridge City <Fitness>');

  it('is kept from search engines and loads only its module and the live line, beside it', () => {
    // Assess
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect([...html.matchAll(/<script\b[^>]*>.*?<\/script>/g)].map((m) => m[0])).toEqual([
      `<script type="module" src="${ADMIN_SCRIPT}"></script>`,
      '<script src="live-status.js" defer></script>',
    ]);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain('<link href="config.yml" type="application/yaml" rel="cms-config-url">');
  });

  it("has the CMS's own title, escaped", () => {
    expect(html).toContain(`<title>${cmsTitle('Bridge City &lt;Fitness&gt;')}</title>`);
  });

  it('is a whole document, in standards mode', () => {
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n<head>/);
    expect(html.trimEnd()).toMatch(
      /<\/head>\n<body>\n<p id="live-site"[^\n]*<\/p>\n<div id="nc-root"><\/div>\n<\/body>\n<\/html>$/,
    );
  });

  it('starts the live line with words of its own, and the escaped words for a file it cannot read', () => {
    const line = /<p id="live-site".*<\/p>/.exec(html)?.[0];
    expect(line).toMatch(/^<p id="live-site" role="status" data-src="live.json" data-every="30"/);
    expect(line).toContain('data-unknown="Cannot tell what is live on the website right now.');
    expect(line).toContain('<span>Checking what is live on the website…</span>');
  });
});
