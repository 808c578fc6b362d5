import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  adminContentSecurityPolicy,
  CMS_SOURCES,
  headerContentSecurityPolicy,
  metaContentSecurityPolicy,
  nonHtmlContentSecurityPolicy,
  THIRD_PARTIES,
  thirdPartySources,
} from '../content-security-policy';
import { CMS_LOGIN_PREFIX } from '../../contracts/paths';
import { allows, parse } from './policy-parse';

// Sorted: HASH_A < HASH_B.
const HASH_A = "'sha256-apP7euKJ+wab4zXxzolTd58Mnk9KQoon/k0PXNPXPXk='";
const HASH_B = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('headerContentSecurityPolicy', () => {
  const header = parse(headerContentSecurityPolicy);

  it('forbids framing, plugins, <base> and foreign form targets', () => {
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    expect(header.get('object-src')).toEqual(["'none'"]);
    expect(header.get('base-uri')).toEqual(["'self'"]);
    expect(header.get('form-action')).toEqual(["'self'"]);
  });

  it('never narrows what the pages load: no fetch directive that would apply to scripts', () => {
    for (const name of ['default-src', 'script-src', 'script-src-elem', 'script-src-attr']) {
      expect(header.has(name)).toBe(false);
    }
  });
});

describe('metaContentSecurityPolicy', () => {
  const policy = metaContentSecurityPolicy([HASH_B, HASH_A, HASH_B]);
  const meta = parse(policy);
  const sources = (name: string) => meta.get(name) ?? [];

  it('falls back to this site only', () => {
    expect(sources('default-src')).toEqual(["'self'"]);
  });

  it('allows scripts from this site, the hashes (once, sorted) and the third parties', () => {
    expect(sources('script-src')).toEqual([
      "'self'",
      HASH_A,
      HASH_B,
      ...thirdPartySources('script-src'),
    ]);
  });

  it.each([
    "'unsafe-inline'",
    "'unsafe-eval'",
    "'unsafe-hashes'",
    "'strict-dynamic'",
    'data:',
    '*',
  ])('has no %s for scripts', (source) => {
    expect(sources('script-src')).not.toContain(source);
  });

  it('has no wildcard or scheme-only source anywhere (data: only for images and fonts)', () => {
    for (const [name, list] of meta) {
      for (const source of list) {
        if (source === 'data:' && (name === 'img-src' || name === 'font-src')) continue;
        expect(source).not.toMatch(/^(\*|https?:|blob:|data:)$/);
      }
    }
  });

  it('keeps inline styles (Gatsby inlines CSS) and the widget stylesheet', () => {
    expect(sources('style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://assets.calendly.com',
    ]);
  });

  it('has the directives of the issue', () => {
    expect(sources('img-src').slice(0, 2)).toEqual(["'self'", 'data:']);
    expect(sources('connect-src')[0]).toBe("'self'");
    expect(sources('font-src')).toEqual(["'self'", 'data:']);
    expect(sources('object-src')).toEqual(["'none'"]);
    expect(sources('base-uri')).toEqual(["'self'"]);
    expect(sources('form-action')).toEqual(["'self'"]);
  });

  it('carries nothing a meta policy ignores', () => {
    for (const name of ['frame-ancestors', 'report-uri', 'sandbox'])
      expect(meta.has(name)).toBe(false);
  });

  it('rejects anything but a sha256 hash source', () => {
    expect(() => metaContentSecurityPolicy(["'unsafe-inline'"])).toThrow(/sha256/);
    expect(() => metaContentSecurityPolicy(['sha256-abc'])).toThrow(/sha256/);
  });
});

describe('nonHtmlContentSecurityPolicy', () => {
  it('allows nothing to load and nothing to frame the response', () => {
    const policy = parse(nonHtmlContentSecurityPolicy);
    expect([...policy.keys()]).toEqual(['default-src', 'frame-ancestors']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('THIRD_PARTIES', () => {
  it('names the code that uses each one', () => {
    for (const party of THIRD_PARTIES) {
      for (const file of party.usedBy.split(', ')) {
        expect(() => readFileSync(join(__dirname, '../..', file))).not.toThrow();
      }
    }
  });

  it('uses only https origins or path prefixes', () => {
    for (const party of THIRD_PARTIES) {
      for (const list of Object.values(party.sources)) {
        for (const source of list ?? [])
          expect(source).toMatch(/^https:\/\/(\*\.)?[a-z0-9.-]+(\/[^\s;,]*\/)?$/);
      }
    }
  });
});

describe('adminContentSecurityPolicy', () => {
  const policy = parse(adminContentSecurityPolicy);

  it('runs only scripts of this site: no inline script, no eval, no CDN', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(adminContentSecurityPolicy).not.toMatch(/unsafe-eval|unsafe-hashes|wasm-unsafe-eval/);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it("reaches GitHub's API and this site (config.yml, the login at /api/cms/)", () => {
    const connect = policy.get('connect-src')!;
    expect(connect).toContain("'self'");
    expect(CMS_LOGIN_PREFIX).toBe('/api/cms/');
    expect(allows(connect, 'https://api.github.com/repos/o/r/contents/content')).toBe(true);
    expect(allows(connect, 'https://api.github.com/graphql')).toBe(true);
  });

  it('allows exactly the sources the CMS is known to use, each in its one directive', () => {
    for (const [directive, sources] of Object.entries(CMS_SOURCES)) {
      for (const source of sources) expect(policy.get(directive)).toContain(source);
    }
    // unpkg.com only for the release check's JSON, never a module from it.
    expect(allows(policy.get('connect-src')!, 'https://unpkg.com/@sveltia/cms/package.json')).toBe(
      true,
    );
    expect(allows(policy.get('connect-src')!, 'https://unpkg.com/@shikijs/langs')).toBe(false);
    expect(adminContentSecurityPolicy.match(/unpkg/g)).toHaveLength(1);
  });

  it('takes fonts from this site only, and reads back an uploaded photo (blob:)', () => {
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toContain('blob:');
  });

  it('loads no frame but its own preview pane (blob:), no worker, and nothing may frame it', () => {
    expect(policy.get('frame-src')).toEqual(['blob:']);
    expect(policy.get('worker-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('shares nothing with the visitor pages: their policy allows none of it', () => {
    const page = parse(metaContentSecurityPolicy([]));
    expect(allows(page.get('connect-src')!, 'https://api.github.com/graphql')).toBe(false);
    expect(metaContentSecurityPolicy([])).not.toMatch(/github|unpkg|jsdelivr/);
  });
});
