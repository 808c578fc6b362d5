// The inline script of every page (bundled by esbuild after the build): its scripts, once its
// first screen is painted, as its plan says (bundles-after-paint.ts).
import { loadAfterPaint, readPlan } from './bundles-after-paint';

loadAfterPaint(readPlan());
