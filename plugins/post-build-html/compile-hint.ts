// V8's compile hint on the bundles every page runs while it hydrates (docs/decisions.md); added
// after the minifier and before the content hash, so file names stay the hash of their bytes.
import type { Compiler, WebpackPluginInstance } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export const HINTED_BUNDLE = /^(framework|app)-\w+\.js$/;

export class CompileHintPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler) {
    const { BannerPlugin, Compilation } = compiler.webpack;
    new BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      test: HINTED_BUNDLE,
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler);
  }
}
