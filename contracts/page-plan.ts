// The page's plan: what the build (plugins/post-build-html) writes into each page for the
// browser's loader (src/loader/) to fetch once the first screen is painted.

/** The id of the page's plan: a JSON data block (type application/json) before the loader. */
export const PLAN_ID = 'bundles-plan';

export type Plan = {
  /** Gatsby's bundle tags' URLs: webpack's runtime, the framework, the app. */
  bundles: readonly string[];
  /** The page component's chunks (and the bundles again: preloaded, they get a high priority). */
  scripts: readonly string[];
  /** page-data.json, app-data.json and the static queries' results, fetched by the runtime. */
  data: readonly string[];
};
