// The editors' CMS at /admin/ (plugins/cms-admin), from the built site: it boots to its login
// screen under its own Content-Security-Policy with nothing from a CDN, is kept from search
// engines, and the visitors' pages load none of it.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { adminContentSecurityPolicy } from '../../edge';
import { recordCspViolations } from '../support/csp-violations';
import { expect, test } from '../support/fixtures';
import { ONE_WIDTH } from '../support/projects';

const CONTENT_FILES = fs
  .readdirSync(path.resolve(__dirname, '..', '..', 'content'))
  .filter((f) => f.endsWith('.yaml'));
const ENTRY_FOLDERS_OF_CONTENT = fs
  .readdirSync(path.resolve(__dirname, '..', '..', 'content'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['images', 'schema'].includes(d.name))
  .map((d) => d.name);

/** Whether the admin policy's `directive` lists a source that covers `url` (host, path prefix). */
function adminPolicyAllows(directive: string, url: string): boolean {
  const sources =
    adminContentSecurityPolicy
      .split('; ')
      .find((d) => d.startsWith(`${directive} `))
      ?.split(' ')
      .slice(1) ?? [];
  return sources.some((source) => {
    if (!source.startsWith('https://')) return false;
    // A bare origin allows every path; a path ending in / its folder; any other path only itself.
    if (new URL(source).origin === source) return new URL(url).origin === source;
    return source.endsWith('/') ? url.startsWith(source) : url.split('?')[0] === source;
  });
}

test(
  '/admin/ boots the CMS to its login screen with no CSP violation',
  ONE_WIDTH,
  async ({ page, blockedRequests }) => {
    // Prepare
    const violations = await recordCspViolations(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    // Act
    const response = await page.goto('/admin/');

    // Assess: the CMS's own login screen (its labels wrap names in bidi isolates), from this
    // site's copy of its script.
    await expect(page.getByRole('button', { name: /^Sign In with\W*GitHub\W*$/ })).toBeVisible();
    expect(response?.headers()['content-security-policy']).toBe(adminContentSecurityPolicy);
    // noindex in the HTML as served, which crawlers read (the CMS adds one of its own later).
    const served = await response!.text();
    expect(served).toMatch(/<meta name="robots" content="noindex[^"]*">/);
    // Its own policy only: the visitors' meta tag (post-build-html) would block GitHub's API.
    expect(served).not.toContain('http-equiv="Content-Security-Policy"');
    expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
    await expect(page).toHaveTitle(/ · content$/);
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
    expect(scripts).toEqual(
      ['/admin/admin.js', '/admin/live-status.js'].map((p) => new URL(p, page.url()).href),
    );
    // Give the CMS's start-up requests (status check, release check, fonts) time to be made.
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    // Its fonts and icons come from this site (its npm build's assets/ and the fonts/ its
    // stylesheet names, plugins/cms-admin/fonts.ts), and load there.
    const faces = await page.evaluate(async () =>
      (await document.fonts.load('24px "Material Symbols Outlined"', 'add')).map((f) => f.status),
    );
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.every((status) => status === 'loaded')).toBe(true);
    const fonts = requests.filter((url) => /\.woff2?$/.test(url));
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    // What it tried to reach elsewhere (blocked here) is what the policy allows in production.
    const elsewhere = blockedRequests.filter((url) => !url.startsWith('blob:'));
    for (const url of elsewhere) {
      const directive = /\.woff2?$/.test(url) ? 'font-src' : 'connect-src';
      expect({ url, allowed: adminPolicyAllows(directive, url) }).toEqual({ url, allowed: true });
    }
    expect(requests.some((url) => /unpkg\.com\/(?!@sveltia\/cms\/package\.json)/.test(url))).toBe(
      false,
    );
    await test.info().attach('admin login', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  },
);

test(
  '/admin/config.yml edits every content file and entry folder',
  ONE_WIDTH,
  async ({ request }) => {
    const response = await request.get('/admin/config.yml');
    expect(response.ok()).toBe(true);
    const config = parse(await response.text()) as {
      backend: { name: string; auth_endpoint: string };
      collections: { files?: { file: string }[]; folder?: string }[];
    };
    expect(config.backend).toMatchObject({ name: 'github', auth_endpoint: 'api/cms/auth' });
    const files = config.collections.flatMap((c) => c.files?.map((f) => f.file) ?? []);
    expect(files.sort()).toEqual(CONTENT_FILES.map((f) => `content/${f}`).sort());
    const folders = config.collections.flatMap((c) => (c.folder ? [c.folder] : []));
    expect(folders.sort()).toEqual(ENTRY_FOLDERS_OF_CONTENT.map((f) => `content/${f}`).sort());
  },
);

test("visitors' pages load nothing of the CMS", ONE_WIDTH, async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((p) => p.startsWith('/admin'))).toEqual([]);
  expect(requests.length).toBeGreaterThan(1);
});
