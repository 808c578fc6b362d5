// The entry of the inline script at the top of every page's <head> (bundled by
// plugins/post-build-html/inline-script.ts, added by gatsby-ssr): it holds the taps made before
// the page's components have hydrated (early-taps.ts).
import { holdEarlyTaps } from './early-taps';

window.__earlyTaps ??= holdEarlyTaps(document);
