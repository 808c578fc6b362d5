// A TypeScript entry bundled by esbuild into the text of a classic inline <script>, so the source
// stays a module with its own tests and the page gets no extra request.
import path from 'node:path';
import { buildSync } from 'esbuild';

/** In syntax old enough for every browser, as nothing transpiles it after. */
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
  if (!code) throw new Error(`esbuild made no code of ${entry}`);
  // esbuild escapes "</script" in strings already; anything left would end the element early.
  if (/<\/script|<!--/i.test(code)) {
    throw new Error(`${entry} bundles to text that would break its <script> element`);
  }
  return code;
}
