// gatsby-node of the post-build-html plugin: rewrites the built pages one step after another; the
// CSP step comes last, since it hashes the inline scripts the steps before it leave.
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { addCspMeta } from './add-csp-meta';
import { bundlesAfterPaintIn } from './bundles-after-paint';
import { CompileHintPlugin } from './compile-hint';
import { inlineScriptSource } from './inline-script';
import { purgePagesCss } from './page-css';
import { writeSitemap } from './sitemap';

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    analytics: Joi.boolean()
      .default(false)
      .description('Whether the pages load Google Analytics (its hosts join the CSP)'),
    siteUrl: Joi.string().required().description('The site address, for sitemap.xml'),
  });

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  plugins,
}) => {
  // The script gatsby-ssr puts first in every page's <head>; the CSP step hashes it with the rest.
  const early = inlineScriptSource('src/early/page-script.ts');
  actions.setWebpackConfig({
    plugins: [
      plugins.define({ __EARLY_TAPS_SCRIPT__: JSON.stringify(early) }),
      ...(stage === 'build-javascript' ? [new CompileHintPlugin()] : []),
    ],
  });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async (
  { getNodesByType, reporter },
  options,
) => {
  const publicDir = path.resolve('public');
  const paths = getNodesByType('SitePage').map((page) => String(page.path));
  const step = async (failure: string, run: () => string | Promise<string>) => {
    try {
      reporter.info(await run());
    } catch (error) {
      reporter.panicOnBuild(failure, error as Error);
    }
  };
  await step('Could not write sitemap.xml and robots.txt', () =>
    writeSitemap(publicDir, String(options.siteUrl), paths),
  );
  await step("Could not cut the pages' inlined CSS", async () => {
    const css = await purgePagesCss(publicDir);
    return `Inlined CSS cut to each page's own rules in ${css.pages} pages (${Math.round(css.before / 1024)} KiB of HTML -> ${Math.round(css.after / 1024)} KiB)`;
  });
  await step(
    'Could not move the bundles after the first paint',
    () => `Bundles loaded after the first paint in ${bundlesAfterPaintIn(publicDir)} pages`,
  );
  await step('Could not add the Content-Security-Policy meta tags', () => {
    const written = addCspMeta(publicDir, { analytics: options.analytics === true }).pages;
    return `Content-Security-Policy meta tag written to ${written.length} HTML pages`;
  });
};
