// Size budget of the handlers (the three forms and the mail retrier): each bundle, built with the
// stack's esbuild options (FUNCTION_BUNDLING), stays at or under 110 KB, so cold starts stay short.
import { build } from 'esbuild';
import { FORM_KINDS } from '../../../src/forms/schemas';
import { FUNCTION_BUNDLING, FUNCTION_RUNTIME, handlerEntry } from '../../lib/site-function';

const BUDGET_BYTES = 110 * 1024;

/** 'nodejs22.x' -> 'node22', as NodejsFunction derives its esbuild target. */
const target = FUNCTION_RUNTIME.name.replace(/^nodejs(\d+)\.x$/, 'node$1');

describe('form handler bundles', () => {
  it('target the functions runtime', () => {
    expect(target).toBe('node22');
  });

  it.each([...FORM_KINDS, 'retry-mail'])('%s is at most 110 KB', async (form) => {
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
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
