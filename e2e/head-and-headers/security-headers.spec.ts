// The security headers and the Content-Security-Policy (header + per-page meta tag) in a real
// browser. Every other spec also runs under the policy: Chrome reports each CSP violation as a
// console error, which fails the test (fixtures.ts), so the whole suite passing shows that every
// page and form works with it.
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { links } from '../support/content';
import { adminSecurityHeaders, nonHtmlSecurityHeaders, securityHeaders } from '../../edge';
import { readSiteConfig } from '../../content-library';

const PAGES = [
  '/',
  '/classes/',
  '/contact/',
  '/book-tour/',
  '/promo/',
  '/personal-trainer/1/',
  '/old/membership/',
  '/under_maintenance/',
];
const CSP_META = 'meta[http-equiv="Content-Security-Policy"]';

declare global {
  interface Window {
    __cspViolations?: string[];
    __evil?: number;
  }
}

/** Records every CSP violation of the page (the init script itself is not subject to the CSP). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations?.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => window.__cspViolations ?? []);
}

test.describe('security headers', () => {
  test('each kind of response carries the headers CloudFront sends for it', async ({ request }) => {
    for (const [what, path, status, expected] of [
      ['a page', '/classes/', 200, securityHeaders],
      ['a 404', '/no-such-page/', 404, securityHeaders],
      ['a file', '/favicon.svg', 200, nonHtmlSecurityHeaders],
      ['page data', '/page-data/classes/page-data.json', 200, nonHtmlSecurityHeaders],
      ['the calendar', '/classes/schedule.ics', 200, nonHtmlSecurityHeaders],
      ["the editors' CMS", '/admin/', 200, adminSecurityHeaders],
      ["the CMS's script", '/admin/admin.js', 200, nonHtmlSecurityHeaders],
    ] as const) {
      await test.step(`${what} (${path})`, async () => {
        const response = await request.get(path);
        expect(response.status()).toBe(status);
        const headers = response.headers();
        for (const [name, value] of Object.entries(expected)) {
          expect(headers[name.toLowerCase()], name).toBe(value);
        }
      });
    }
  });

  test("the API's JSON answers get default-src 'none'", async ({ request }) => {
    const response = await request.post('/api/contact', { data: {} });
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(response.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  test('the page policy allows Google Analytics exactly when the build has an analytics id', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const analytics = readSiteConfig().analyticsId !== '';
    expect(html.includes('https://www.googletagmanager.com')).toBe(analytics);
  });
});

test.describe('Content-Security-Policy meta tag', () => {
  test('on every page, one policy, before any script, covering every inline script', async ({
    page,
    request,
  }) => {
    for (const path of [...PAGES, '/no-such-page/']) {
      await test.step(path, async () => {
        // The HTML as sent, parsed by the browser's own parser (independent of the build step's).
        const html = await (await request.get(path)).text();
        const found = await page.evaluate(
          ({ html, selector }) => {
            const doc = new DOMParser().parseFromString(html, 'text/html');
            const isJs = (s: HTMLScriptElement) =>
              ['', 'module', 'text/javascript', 'application/javascript'].includes(
                (s.getAttribute('type') ?? '').trim().toLowerCase(),
              );
            const all = [...doc.querySelectorAll('script')].filter((s) => !s.closest('noscript'));
            const metas = [...doc.querySelectorAll(selector)];
            const first = doc.querySelector(`${selector}, script`);
            return {
              policies: metas.map((m) => m.getAttribute('content') ?? ''),
              metaFirst: first !== null && first.matches(selector),
              inHead: metas.every((m) => m.parentElement === doc.head),
              inline: all.filter((s) => !s.hasAttribute('src') && isJs(s)).map((s) => s.text),
              types: all.map((s) => s.getAttribute('type') ?? ''),
            };
          },
          { html, selector: CSP_META },
        );

        expect(found.policies).toHaveLength(1);
        expect(found.metaFirst).toBe(true);
        expect(found.inHead).toBe(true);
        // Only JavaScript, JSON-LD and the loader's plan (a JSON data block, never run) on these
        // pages; a new type would need a look at the filter.
        expect(
          found.types.every((t) =>
            ['', 'module', 'application/ld+json', 'application/json'].includes(t),
          ),
        ).toBe(true);
        expect(found.inline.length).toBeGreaterThan(0);

        const scriptSrc = found.policies[0]!.split(';')
          .map((d) => d.trim().split(/\s+/))
          .find(([name]) => name === 'script-src')!
          .slice(1);
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
        const hashes = new Set(
          found.inline.map(
            (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
          ),
        );
        for (const hash of hashes) expect(scriptSrc).toContain(hash);
        // And no hash for a script the page does not have.
        expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual(
          [...hashes].sort(),
        );
      });
    }
  });

  test('every page loads and hydrates without any CSP violation', async ({ page }) => {
    test.slow();
    const violations = await recordViolations(page);
    for (const path of PAGES) {
      await test.step(path, async () => {
        await gotoHydrated(page, path);
        await page.waitForLoadState('load');
        expect(await page.locator(CSP_META).count()).toBe(1);
        expect(await violations()).toEqual([]);
      });
    }
  });
});

test.describe('the policy at work', () => {
  // The refusals below are logged by Chrome as console errors; they are the point of the test.
  test.use({ allowedConsoleErrors: [/Content Security Policy/] });

  test('an inline script injected at run time without a hash does not run', async ({ page }) => {
    const violations = await recordViolations(page);
    await gotoHydrated(page, '/contact/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__evil = 1';
      document.body.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return window.__evil;
    });
    expect(ran).toBeUndefined();
    expect(await violations()).toContainEqual(expect.stringMatching(/^script-src-elem inline$/));
  });

  test('neither eval nor scripts from other hosts run', async ({ page, blockedRequests }) => {
    const violations = await recordViolations(page);
    // A same-origin script, which the policy allows, that tries eval. (page.evaluate itself
    // cannot show this: DevTools evaluation is exempt from the page's CSP.)
    await page.route('**/__csp-eval-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'try { eval("window.__evil = 2"); } catch (e) { window.__evalError = e.name; }',
      }),
    );
    await gotoHydrated(page, '/');
    const evalError = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const script = document.createElement('script');
          script.src = '/__csp-eval-probe.js';
          script.onload = () => resolve((window as { __evalError?: string }).__evalError);
          script.onerror = () => resolve('the probe did not load');
          document.head.appendChild(script);
        }),
    );
    expect(evalError).toBe('EvalError');
    expect(await page.evaluate(() => window.__evil)).toBeUndefined();

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://evil.example.com/x.js';
      document.head.appendChild(script);
    });
    await expect
      .poll(violations)
      .toContainEqual(expect.stringMatching(/^script-src-elem https:\/\/evil\.example\.com/));
    // Refused by the policy before any request: the test's network blocker never saw it.
    expect(blockedRequests.filter((url) => url.includes('evil.example.com'))).toEqual([]);
  });

  test('the third parties the site uses are allowed', async ({ page, blockedRequests }) => {
    const violations = await recordViolations(page);
    await gotoHydrated(page, '/book-tour/');
    const urls = {
      captcha: 'https://www.google.com/recaptcha/api.js?render=test-key',
      gtag: 'https://www.googletagmanager.com/gtag/js?id=G-TEST',
      widget: links.schedulingWidget!.script,
      frame: links.external.tourScheduling!.url,
      hit: 'https://region1.google-analytics.com/g/collect?v=2',
    };
    await page.evaluate(async (u) => {
      for (const src of [u.captcha, u.gtag, u.widget]) {
        const script = document.createElement('script');
        script.src = src;
        document.head.appendChild(script);
      }
      const frame = document.createElement('iframe');
      frame.src = u.frame;
      document.body.appendChild(frame);
      await fetch(u.hit, { mode: 'no-cors' }).catch(() => undefined);
    }, urls);
    // They reach the network (where this suite's blocker stops them): the policy let them pass.
    // Google Analytics only with an analyticsId; without one the policy refuses it first.
    const analytics = readSiteConfig().analyticsId !== '';
    const analyticsUrls = [urls.gtag, urls.hit];
    for (const url of Object.values(urls)) {
      if (!analytics && analyticsUrls.includes(url)) continue;
      await expect.poll(() => blockedRequests.some((b) => b.startsWith(url))).toBe(true);
    }
    if (analytics) {
      expect(await violations()).toEqual([]);
    } else {
      await expect
        .poll(violations)
        .toEqual([`script-src-elem ${urls.gtag}`, `connect-src ${urls.hit}`]);
      expect(blockedRequests.filter((b) => analyticsUrls.some((u) => b.startsWith(u)))).toEqual([]);
    }
  });

  test('no other page may frame the pages (frame-ancestors)', async ({ page, baseURL }) => {
    const messages: string[] = [];
    page.on('console', (msg) => messages.push(msg.text()));
    await page.setContent(`<iframe src="${baseURL}/classes/" title="framed"></iframe>`);
    await expect
      .poll(() => messages.some((m) => m.includes(`"frame-ancestors 'none'"`)))
      .toBe(true);
    expect(page.frames().map((frame) => frame.url())).not.toContain(`${baseURL}/classes/`);
  });
});
