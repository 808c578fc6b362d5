import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANALYTICS_ID_ENV, readSiteConfig, SITE_KEY_ENV } from '../site-config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
  writeFileSync(path.join(dir, 'site.yaml'), 'siteUrl: https://www.example.com/\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('reads the site URL from site.yaml, and neither key nor id, which are no content', () => {
  writeFileSync(
    path.join(dir, 'site.yaml'),
    'siteUrl: https://www.example.com/\nrecaptchaSiteKey: from-yaml\nanalyticsId: G-YAML\n',
  );
  expect(readSiteConfig(dir, {})).toMatchObject({
    siteUrl: 'https://www.example.com',
    recaptchaSiteKey: '',
    analyticsId: '',
  });
});

it(`takes the site key and the analytics id from the deploy's settings`, () => {
  const env = { [SITE_KEY_ENV]: ' site-key ', [ANALYTICS_ID_ENV]: 'G-ABC123' };
  expect(readSiteConfig(dir, env)).toMatchObject({
    recaptchaSiteKey: 'site-key',
    analyticsId: 'G-ABC123',
  });
});

it('refuses a setting that would not be one, naming it', () => {
  expect(() => readSiteConfig(dir, { [ANALYTICS_ID_ENV]: 'G-1"><script>' })).toThrow(
    /^ANALYTICS_ID is not valid/,
  );
  expect(() => readSiteConfig(dir, { [SITE_KEY_ENV]: 'a key' })).toThrow(/^RECAPTCHA_SITE_KEY/);
});
