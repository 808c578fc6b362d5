// The pages' policy (edge/) allows what the browser's code loads from third parties,
// and no more: a host that moved in src/ or in content/links.yaml must move in the policy too.
import { loadContent } from '../../content-library';
import { metaContentSecurityPolicy, THIRD_PARTIES } from '../../edge';
import { allows, parse } from '../../edge/__tests__/policy-parse';
import { GTAG_SCRIPT_URL } from '../analytics/gtag';
import { openStreetMapEmbedUrl } from '../lib/maps';

const HASH_A = "'sha256-apP7euKJ+wab4zXxzolTd58Mnk9KQoon/k0PXNPXPXk='";

const links = loadContent('links');
const site = loadContent('site');
const mapUrl = openStreetMapEmbedUrl({
  name: site.name,
  address: site.contact.address,
  latitude: site.location.latitude,
  longitude: site.location.longitude,
});

describe('metaContentSecurityPolicy', () => {
  describe('allows what the site loads from third parties (analytics on)', () => {
    const all = parse(metaContentSecurityPolicy([], { analytics: true }));
    const sources = (name: string) => all.get(name) ?? [];
    it.each([
      [
        'script-src',
        'reCAPTCHA api.js (src/forms/captcha.ts)',
        'https://www.google.com/recaptcha/api.js?render=key',
      ],
      [
        'script-src',
        'reCAPTCHA release',
        'https://www.gstatic.com/recaptcha/releases/abc/recaptcha__en.js',
      ],
      ['frame-src', 'reCAPTCHA iframe', 'https://www.google.com/recaptcha/api2/anchor?k=key'],
      [
        'frame-src',
        'reCAPTCHA iframe (alternate host)',
        'https://recaptcha.google.com/recaptcha/api2/anchor',
      ],
      ['script-src', 'gtag.js (src/analytics/gtag.ts)', `${GTAG_SCRIPT_URL}?id=G-TEST`],
      ['connect-src', 'GA4 hits', 'https://region1.google-analytics.com/g/collect?v=2'],
      [
        'connect-src',
        'GA4 hits (analytics.google.com)',
        'https://region1.analytics.google.com/g/collect',
      ],
      ['img-src', 'GA4 pixel', 'https://www.google-analytics.com/g/collect'],
      ['script-src', 'scheduling widget script (links.yaml)', links.schedulingWidget!.script],
      [
        'style-src',
        'scheduling widget CSS',
        'https://assets.calendly.com/assets/external/widget.css',
      ],
      [
        'frame-src',
        'tour booking page (links.yaml)',
        `${links.external.tourScheduling!.url}?embed_type=Inline`,
      ],
      ['frame-src', 'the map on /contact/ (src/lib/maps.ts)', mapUrl],
    ])('%s: %s', (directive, _what, url) => {
      expect(allows(sources(directive), url)).toBe(true);
    });

    it.each([
      ['script-src', 'https://www.google.com/evil.js'],
      ['script-src', 'https://evil.example.com/x.js'],
      ['script-src', 'http://assets.calendly.com/assets/external/widget.js'],
      ['frame-src', 'https://evil.example.com/'],
      ['connect-src', 'https://evil.example.com/'],
      // The map is framed, nothing more: its tiles and scripts load inside its own frame.
      ['script-src', mapUrl],
      ['img-src', 'https://tile.openstreetmap.org/17/1/2.png'],
      ['connect-src', mapUrl],
      ['frame-src', 'https://tile.openstreetmap.org/'],
    ])('but not %s %s', (directive, url) => {
      expect(allows(sources(directive), url)).toBe(false);
    });
  });
});

describe('Google Analytics hosts', () => {
  const GA_URLS: [string, string][] = [
    ['script-src', `${GTAG_SCRIPT_URL}?id=G-TEST`],
    ['connect-src', 'https://region1.google-analytics.com/g/collect?v=2'],
    ['img-src', 'https://www.google-analytics.com/g/collect'],
  ];
  const googleHosts = /googletagmanager|google-analytics|analytics\.google/;

  it('are not allowed without an analyticsId (the default)', () => {
    const policy = metaContentSecurityPolicy([HASH_A]);
    expect(policy).toBe(metaContentSecurityPolicy([HASH_A], { analytics: false }));
    expect(policy).not.toMatch(googleHosts);
    const meta = parse(policy);
    for (const [directive, url] of GA_URLS) {
      expect(allows(meta.get(directive) ?? [], url)).toBe(false);
    }
    // reCAPTCHA (www.google.com, gstatic) stays allowed.
    expect(meta.get('script-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('are allowed with an analyticsId', () => {
    const meta = parse(metaContentSecurityPolicy([HASH_A], { analytics: true }));
    for (const [directive, url] of GA_URLS) {
      expect(allows(meta.get(directive) ?? [], url)).toBe(true);
    }
  });

  it('belong to the analytics feature only', () => {
    expect(THIRD_PARTIES.filter((party) => party.onlyWith === 'analytics')).toEqual([
      expect.objectContaining({ usedBy: 'src/analytics/gtag.ts' }),
    ]);
  });
});

describe('the map host', () => {
  it('is allowed in frame-src only, and as exactly its own origin', () => {
    const map = THIRD_PARTIES.filter((party) =>
      Object.values(party.sources).some((list) => list?.some((s) => s.includes('openstreetmap'))),
    );
    expect(map.map((party) => party.sources)).toEqual([{ 'frame-src': [new URL(mapUrl).origin] }]);
  });
});
