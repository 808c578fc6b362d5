// The /admin/ page's HTML: what it holds, and that the build's later HTML steps leave it alone.
import { addCspMetaToHtml } from '../../post-build-html';
import { cmsTitle } from '../config';
import { adminPageHtml, CMS_SCRIPT } from '../page';

describe('adminPageHtml', () => {
  // Prepare
  const html = adminPageHtml('Bridge City <Fitness>');

  it('is kept from search engines and loads only the CMS copied beside it', () => {
    // Assess
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect([...html.matchAll(/<script\b[^>]*>.*?<\/script>/g)].map((m) => m[0])).toEqual([
      `<script src="${CMS_SCRIPT}"></script>`,
    ]);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain('<link href="config.yml" type="application/yaml" rel="cms-config-url">');
  });

  it("has the CMS's own title, escaped", () => {
    expect(html).toContain(`<title>${cmsTitle('Bridge City &lt;Fitness&gt;')}</title>`);
  });

  it("is a fragment, which the visitors' CSP meta step leaves alone", () => {
    // Act
    const processed = addCspMetaToHtml(html);

    // Assess: with a doctype, <html> or <head> it would get the visitors' policy, which blocks
    // GitHub's API; /admin/ has its own policy as a header (infra/edge/).
    expect(processed).toBeUndefined();
    expect(html).not.toMatch(/<!doctype|<html|<head/i);
    expect(addCspMetaToHtml(`<!DOCTYPE html><html><head>${html}</head></html>`)).toContain(
      'Content-Security-Policy',
    );
  });
});
