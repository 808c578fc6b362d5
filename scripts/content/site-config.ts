// Reads content/site.yaml for the few values needed outside Gatsby's GraphQL layer: the browser
// bundle's constants (analytics id, captcha site key, language, the time zone's offsets) and the site URL of sitemap.xml.
// Validation with clear messages happens in gatsby-node's onPreInit.
import { CONTENT_DIR, loadContent } from './load';

export type SiteConfig = {
  siteUrl: string;
  language: string;
  analyticsId: string;
  recaptchaSiteKey: string;
  /** The club's IANA time zone (location.timeZone), or '' when site.yaml has none. */
  timeZone: string;
};

export function readSiteConfig(contentDir = CONTENT_DIR): SiteConfig {
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
    recaptchaSiteKey: text(raw.recaptchaSiteKey, ''),
    timeZone: text((raw.location as { timeZone?: unknown } | undefined)?.timeZone, ''),
  };
}
