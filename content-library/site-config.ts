// The few values the build needs outside GraphQL: from content/site.yaml the URL, language and
// time zone; from the deploy's settings the reCAPTCHA key and analytics id.
import { CONTENT_DIR, loadContent } from './load';

/** The build's reCAPTCHA v3 site key; none makes the forms send the local test token. */
export const SITE_KEY_ENV = 'RECAPTCHA_SITE_KEY';
/** The build's Google Analytics 4 measurement id; none loads no analytics at all. */
export const ANALYTICS_ID_ENV = 'ANALYTICS_ID';

/** What each deploy setting of the build must look like, as it lands in a script's URL. */
const SETTING_PATTERNS = {
  [SITE_KEY_ENV]: /^[A-Za-z0-9_-]*$/,
  [ANALYTICS_ID_ENV]: /^(G-[A-Z0-9]+)?$/,
};

export function readSiteConfig(contentDir = CONTENT_DIR, env: NodeJS.ProcessEnv = process.env) {
  let raw: Partial<Record<'siteUrl' | 'language' | 'location', unknown>> = {};
  try {
    raw = loadContent('site', contentDir) ?? {};
  } catch {
    // A broken site.yaml is reported, with file and line, by the content check that runs next.
  }
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  const setting = (name: keyof typeof SETTING_PATTERNS) => {
    const value = text(env[name], '');
    if (!SETTING_PATTERNS[name].test(value)) {
      throw new Error(`${name} is not valid (${value}): it must match ${SETTING_PATTERNS[name]}`);
    }
    return value;
  };
  return {
    siteUrl: text(raw.siteUrl, 'https://www.example.com').replace(/\/+$/, ''),
    language: text(raw.language, 'en'),
    analyticsId: setting(ANALYTICS_ID_ENV),
    recaptchaSiteKey: setting(SITE_KEY_ENV),
    // The club's IANA time zone, or '' when site.yaml has none.
    timeZone: text((raw.location as { timeZone?: unknown } | undefined)?.timeZone, ''),
  };
}
