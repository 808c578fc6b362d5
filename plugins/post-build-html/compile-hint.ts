// In the JavaScript build, not after it: the two bundles that run on every page while it
// hydrates, framework (React) and app (Gatsby's runtime and the site's shell), start with V8's
// explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad` (Chrome 136 and later;
// other browsers ignore a comment). Chrome then compiles all of their functions while it streams
// the file in, on a background thread. Without it, V8 compiles each function on the main thread
// the first time it runs: in traces of / (no throttling), 12-18 ms of the framework's evaluation
// and 14-15 ms of React's first hydration task were compilation, which made them the two long
// tasks of every page (x4 on a slow phone: 90-130 ms). The other bundles are left lazy: the
// page components' chunks run a little of their code, the forms' only on a visitor's first tap.
//
// webpack's BannerPlugin adds it after the minifier, which drops comments, and before webpack's
// real content hash: each bundle's name is still the hash of its bytes, and no hashed file is
// edited after the build. Gatsby names these two bundles framework-<hash>.js and app-<hash>.js;
// e2e/page-loading/page-loader.spec.ts checks the real build for the comment and the hashes.
import type { Compiler, WebpackPluginInstance } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The bundles that get the hint, by their file name. */
export const HINTED_BUNDLE = /^(framework|app)-\w+\.js$/;

export class CompileHintPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler) {
    const { BannerPlugin, Compilation } = compiler.webpack;
    new BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      test: HINTED_BUNDLE,
      // After the minifier (terser-webpack-plugin taps PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE),
      // before RealContentHashPlugin (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH) names the files.
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler);
  }
}
