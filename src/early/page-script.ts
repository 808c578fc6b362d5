// The inline script at the top of every page's <head> (added by gatsby-ssr): it holds the taps
// made before the page's components have hydrated.
import { holdEarlyTaps } from './early-taps';

window.__earlyTaps ??= holdEarlyTaps(document);
