// Reads content/site.yaml for the few values needed before Gatsby's GraphQL layer exists:
// gatsby-config (site URL for metadata) and the browser bundle's constants (analytics id,
// captcha site key). Validation with clear messages happens in gatsby-node's onPreInit.
import { CONTENT_DIR, loadContent } from './load';

export type SiteConfig = {
  name: string;
  siteUrl: string;
  language: string;
  analyticsId: string;
  recaptchaSiteKey: string;
};

export function readSiteConfig(contentDir = CONTENT_DIR): SiteConfig {
  let raw: Partial<Record<keyof SiteConfig, unknown>> = {};
  try {
    raw = loadContent('site', contentDir) ?? {};
  } catch {
    // A broken site.yaml is reported, with file and line, by the content check that runs next.
  }
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  return {
    name: text(raw.name, 'Fitness club'),
    siteUrl: text(raw.siteUrl, 'https://www.example.com').replace(/\/+$/, ''),
    language: text(raw.language, 'en'),
    analyticsId: text(raw.analyticsId, ''),
    recaptchaSiteKey: text(raw.recaptchaSiteKey, ''),
  };
}
