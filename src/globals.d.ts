// Values of the build (content-library/site-config.ts) that gatsby-node defines in the browser bundle.
declare const __SITE_CONFIG__: {
  analyticsId: string;
  recaptchaSiteKey: string;
  language: string;
  /** The club's UTC offsets for the build's years (contracts/hours/zone-offsets.ts). */
  zoneOffsets?: import('../contracts/hours').ZoneOffsets;
};

// The early-taps script's text (src/early/page-script.ts bundled by esbuild), defined by
// gatsby-node for the server render, which inlines it in every page's <head>.
declare const __EARLY_TAPS_SCRIPT__: string;
