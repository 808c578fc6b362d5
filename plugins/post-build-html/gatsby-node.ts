// gatsby-node of the post-build-html plugin: onPostBuild rewrites the built pages in public/, one
// step after another in the order of STEPS; the CSP step comes last, since it hashes the inline
// scripts that the steps before it leave in each page.
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { addCspMeta } from './add-csp-meta';
import { bundlesAfterPaintIn } from './bundles-after-paint';
import { CompileHintPlugin } from './compile-hint';
import { lowPriorityPhotosIn } from './image-priority';
import { purgePagesCss } from './page-css';

type Options = { analytics: boolean };

/** One rewrite of public/: what it did, for the build's log, or the failure it reports. */
type Step = { failure: string; run: (publicDir: string, options: Options) => Promise<string> };

const STEPS: Step[] = [
  {
    // Each page's inlined CSS cut to what it can use (the whole stylesheet comes when idle).
    failure: "Could not cut the pages' inlined CSS",
    run: async (publicDir) => {
      const css = await purgePagesCss(publicDir);
      return `Inlined CSS cut to each page's own rules in ${css.pages} pages (${Math.round(css.before / 1024)} KiB of HTML -> ${Math.round(css.after / 1024)} KiB)`;
    },
  },
  {
    // The photos' fetch priority fixed at low (image-priority.ts).
    failure: 'Could not set the photos’ fetch priority',
    run: async (publicDir) =>
      `Photos asked for at low priority in ${lowPriorityPhotosIn(publicDir)} HTML files`,
  },
  {
    // The bundles asked for once each page is first painted, with preloads of all the runtime
    // needs to hydrate (bundles-after-paint.ts); before the CSP step hashes the loader.
    failure: 'Could not move the bundles after the first paint',
    run: async (publicDir) =>
      `Bundles loaded after the first paint in ${bundlesAfterPaintIn(publicDir)} pages`,
  },
  {
    // Last: each page's Content-Security-Policy meta tag, with the hashes of its own inline
    // scripts (edge/content-security-policy.ts has the policy; the header part comes from
    // the edge). Google Analytics' hosts only when the pages load gtag.js.
    failure: 'Could not add the Content-Security-Policy meta tags',
    run: async (publicDir, { analytics }) => {
      const { pages } = addCspMeta(publicDir, { analytics });
      return `Content-Security-Policy meta tag written to ${pages.length} HTML pages`;
    },
  },
];

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    analytics: Joi.boolean()
      .default(false)
      .description('Whether the pages load Google Analytics (its hosts join the CSP)'),
  });

// One step runs earlier, inside the JavaScript build: the compile hint on the bundles that run
// while every page hydrates (compile-hint.ts).
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript')
    actions.setWebpackConfig({ plugins: [new CompileHintPlugin()] });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }, options) => {
  const publicDir = path.resolve('public');
  const settings: Options = { analytics: options.analytics === true };
  for (const step of STEPS) {
    try {
      reporter.info(await step.run(publicDir, settings));
    } catch (error) {
      reporter.panicOnBuild(step.failure, error as Error);
    }
  }
};
