import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSiteConfig, SITE_KEY_OVERRIDE } from '../site-config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const siteYaml = (recaptchaSiteKey: string) =>
  writeFileSync(
    path.join(dir, 'site.yaml'),
    `siteUrl: https://www.example.com/\nrecaptchaSiteKey: '${recaptchaSiteKey}'\n`,
  );

it('reads the site key from site.yaml', () => {
  siteYaml('key-from-yaml');
  expect(readSiteConfig(dir, {}).recaptchaSiteKey).toBe('key-from-yaml');
  expect(readSiteConfig(dir, {}).siteUrl).toBe('https://www.example.com');
});

it(`lets ${SITE_KEY_OVERRIDE} replace it for one build, and only when it holds a key`, () => {
  siteYaml('');
  expect(readSiteConfig(dir, { [SITE_KEY_OVERRIDE]: ' e2e-key ' }).recaptchaSiteKey).toBe(
    'e2e-key',
  );
  expect(readSiteConfig(dir, { [SITE_KEY_OVERRIDE]: '  ' }).recaptchaSiteKey).toBe('');
  siteYaml('key-from-yaml');
  expect(readSiteConfig(dir, { [SITE_KEY_OVERRIDE]: 'e2e-key' }).recaptchaSiteKey).toBe('e2e-key');
  expect(readSiteConfig(dir, { [SITE_KEY_OVERRIDE]: '' }).recaptchaSiteKey).toBe('key-from-yaml');
});
