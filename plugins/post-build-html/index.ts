// The post-build HTML steps' public module: what the site's gatsby-config, gatsby-node and the e2e
// suite may use (the CSS purge, the sitemap and robots.txt, the inline scripts' bundler, and the readers of the built pages and bundles that the loader's
// contract test shares with the build). The plugin's other files are its own.
export { LOADER_ENTRY, LOADER_ID } from './bundles-after-paint';
export { COMPILE_HINT, HINTED_BUNDLE } from './compile-hint';
export { isNamedByItsBytes } from './content-hash';
export { bundleTags, pageDataPath, readStats } from './hydration-needs';
export { inlineScriptSource } from './inline-script';
export { htmlFiles } from './parse';
export { purgeCss } from './purge';
export { buildRobotsTxt, buildSitemapXml } from './sitemap';
