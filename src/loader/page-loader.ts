// The inline script of every page: its scripts, once its first screen is painted.
import { addScripts, afterFirstScreen, readPlan } from './bundles-after-paint';

const plan = readPlan();
afterFirstScreen(() => addScripts(plan));
