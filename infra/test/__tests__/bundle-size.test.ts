// Each handler's bundle, built with the stack's esbuild options, stays within its budget
// (bundleBudget in synth.ts), so cold starts stay short.
import { build } from 'esbuild';
import { FORM_KINDS } from '../../../contracts/forms/schemas';
import { FUNCTION_BUNDLING, FUNCTION_RUNTIME, handlerEntry } from '../../lib/site-function';
import { bundleBudget } from '../synth';

/** The stack's esbuild target (the bundles below are built for the same Node.js). */
const target = FUNCTION_BUNDLING.target!;

describe('form handler bundles', () => {
  it('target node24, the functions runtime (nodejs24.x)', () => {
    expect(FUNCTION_RUNTIME.name).toBe('nodejs24.x');
    expect(target).toBe('node24');
    // 'nodejs24.x' -> 'node24', as NodejsFunction derives its target when none is given.
    expect(FUNCTION_RUNTIME.name.replace(/^nodejs(\d+)\.x$/, 'node$1')).toBe(target);
  });

  it.each([...FORM_KINDS, 'retry-mail'])('%s is within its budget', async (form) => {
    const result = await build({
      entryPoints: [handlerEntry(form)],
      bundle: true,
      platform: 'node',
      target,
      format: 'cjs',
      minify: FUNCTION_BUNDLING.minify,
      sourcemap: FUNCTION_BUNDLING.sourceMap ? 'external' : false,
      external: [...(FUNCTION_BUNDLING.externalModules ?? [])],
      outdir: 'out',
      write: false,
      logLevel: 'silent',
    });
    const js = result.outputFiles.filter((file) => file.path.endsWith('.js'));
    expect(js).toHaveLength(1);
    const bytes = js[0]!.contents.byteLength;
    expect(bytes).toBeGreaterThan(1024);
    expect(bytes).toBeLessThanOrEqual(bundleBudget(form));
  });
});
