// A TypeScript entry bundled by esbuild into the text of a classic inline <script>: one
// minified IIFE, so the source stays a real module with its own tests and the page gets no
// extra request. Used at build time (the site's gatsby-node and bundles-after-paint.ts).
import path from 'node:path';
import { buildSync } from 'esbuild';

export class InlineScriptError extends Error {
  override name = 'InlineScriptError';
}

/**
 * The script text of `entry` and what it imports. Old enough syntax for every browser the site
 * supports, since nothing transpiles it after this.
 */
export function inlineScriptSource(entry: string): string {
  const result = buildSync({
    entryPoints: [path.resolve(entry)],
    bundle: true,
    format: 'iife',
    minify: true,
    platform: 'browser',
    target: 'es2019',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new InlineScriptError(`esbuild made no code of ${entry}`);
  // esbuild escapes "</script" in strings already; anything left would end the element early.
  if (/<\/script|<!--/i.test(code)) {
    throw new InlineScriptError(`${entry} bundles to text that would break its <script> element`);
  }
  return code;
}
