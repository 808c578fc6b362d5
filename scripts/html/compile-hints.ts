// After `gatsby build`: the framework bundle (React) asks V8 to compile all of its functions
// eagerly, with Chrome's explicit compile hint (the magic comment `//# allFunctionsCalledOnLoad`
// on its first line, Chrome 136 and later). Nearly all of React runs while a page loads, and
// compiling it lazily cost one task of 10-16 ms (40-64 ms on a slow phone) on the main thread,
// where the loader initialises its modules (scripts-after-paint.ts). With the hint, Chrome
// compiles the bundle while it streams it in, off the main thread. Other browsers ignore the
// comment. Not for the other bundles: much of their code runs only when a visitor does something.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

// Gatsby's name for the framework bundle: framework-<content hash>.js.
const FRAMEWORK_FILE = /^framework-[\w]+\.js$/;

/** `source` with the hint on its first line (once). */
export const withCompileHint = (source: string) =>
  source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;

/** Adds the hint to the framework bundle(s) at the top of `publicDir`; returns their names. */
export function addCompileHints(publicDir: string): string[] {
  const files = readdirSync(publicDir).filter((name) => FRAMEWORK_FILE.test(name));
  for (const name of files) {
    const file = path.join(publicDir, name);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) writeFileSync(file, hinted);
  }
  return files;
}
