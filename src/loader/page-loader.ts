// The inline script of every page: its scripts, once its first screen is painted.
import { loadAfterPaint, readPlan } from './bundles-after-paint';

loadAfterPaint(readPlan());
