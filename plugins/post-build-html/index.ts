// The post-build-html plugin's public module: what gatsby-config and the e2e suite may use.
export { LOADER_ENTRY, LOADER_ID } from './bundles-after-paint';
export { COMPILE_HINT, HINTED_BUNDLE } from './compile-hint';
export { isNamedByItsBytes } from './content-hash';
export { bundleTags, pageDataPath, readStats } from './hydration-needs';
export { inlineScriptSource } from './inline-script';
export { htmlFiles } from './parse';
export { purgeCss } from './purge';
