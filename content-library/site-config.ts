// Reads content/site.yaml for the few values needed outside Gatsby's GraphQL layer: the browser
// bundle's constants (analytics id, captcha site key, language, the time zone's offsets) and the site URL of sitemap.xml.
// Validation with clear messages happens in the plugin's onPreInit (gatsby-node.ts).
//
// One value can be set for a single build without editing the file: RECAPTCHA_SITE_KEY replaces
// `recaptchaSiteKey`, so the e2e run of the deployed captcha path (npm run test:e2e:captcha)
// builds with a test key. A deploy never trusts it: the deploy checks read site.yaml itself, and
// refuse to deploy while it is set (infra/lib/deploy-checks.ts).
import { CONTENT_DIR, loadContent } from './load';

/** Replaces content/site.yaml's `recaptchaSiteKey` for one build (the captcha e2e run's). */
export const SITE_KEY_OVERRIDE = 'RECAPTCHA_SITE_KEY';

export type SiteConfig = {
  siteUrl: string;
  language: string;
  analyticsId: string;
  recaptchaSiteKey: string;
  /** The club's IANA time zone (location.timeZone), or '' when site.yaml has none. */
  timeZone: string;
};

export function readSiteConfig(
  contentDir = CONTENT_DIR,
  env: NodeJS.ProcessEnv = process.env,
): SiteConfig {
  let raw: Partial<Record<Exclude<keyof SiteConfig, 'timeZone'> | 'location', unknown>> = {};
  try {
    raw = loadContent('site', contentDir) ?? {};
  } catch {
    // A broken site.yaml is reported, with file and line, by the content check that runs next.
  }
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  return {
    siteUrl: text(raw.siteUrl, 'https://www.example.com').replace(/\/+$/, ''),
    language: text(raw.language, 'en'),
    analyticsId: text(raw.analyticsId, ''),
    recaptchaSiteKey: text(env[SITE_KEY_OVERRIDE], text(raw.recaptchaSiteKey, '')),
    timeZone: text((raw.location as { timeZone?: unknown } | undefined)?.timeZone, ''),
  };
}
