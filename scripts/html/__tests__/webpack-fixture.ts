// A small app built by the real webpack the way Gatsby builds one: a runtime chunk, a framework
// chunk, the app's entry chunk, and a page component in a chunk group of its own behind an
// import(). For the tests of the module order and of the loader that uses it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleOrderPlugin, type ModuleOrder } from '../module-order';

export const CHUNK_GLOBAL = 'webpackChunkfixture';

// Each module notes on a log (globalThis.__log) when it is evaluated.
const note = (name: string) => `globalThis.__log.push(${JSON.stringify(name)});\n`;
const SOURCES: Record<string, string> = {
  'node_modules/framework/package.json': JSON.stringify({ name: 'framework', main: 'index.js' }),
  'node_modules/framework/index.js': `${note('framework')}exports.h = (x) => x;\n`,
  'src/util.js': `${note('util')}export const util = 1;\n`,
  'src/layout.js': `import { util } from './util';\nimport { h } from 'framework';\n${note('layout')}export const layout = h(util);\n`,
  'src/side.js': `import './util';\n${note('side')}`,
  // Required only in a branch, as Gatsby requires its service worker registration.
  'src/service-worker.js': note('service-worker'),
  'src/entry.js': [
    "import { layout } from './layout';",
    "import './side';",
    note('entry'),
    "if (globalThis.__wantsServiceWorker) require('./service-worker');",
    "globalThis.__page = import(/* webpackChunkName: 'component---page' */ './page');",
    'globalThis.__page.catch(() => {});',
    'export default layout;',
    '',
  ].join('\n'),
  'src/shared.js': `import { util } from './util';\n${note('shared')}export const shared = util;\n`,
  'src/page.js': `import { shared } from './shared';\n${note('page')}export default shared;\n`,
};

export type Fixture = {
  order: ModuleOrder;
  /** Output file name -> its source. */
  files: Record<string, string>;
  /** The names noted by each module id's factory (several when modules were concatenated). */
  namesOf: (id: string | number) => string[];
};

export async function buildFixture(concatenateModules: boolean): Promise<Fixture> {
  const dir = mkdtempSync(path.join(tmpdir(), 'module-order-'));
  try {
    for (const [file, source] of Object.entries(SOURCES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    }
    const orderFile = path.join(dir, 'order.json');
    const out = path.join(dir, 'public');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { app: './src/entry.js' },
      output: {
        path: out,
        // Named as Gatsby names them (framework-<hash>.js), with a fixed "hash".
        filename: '[name]-0.js',
        chunkFilename: '[name]-0.js',
        publicPath: '/',
        chunkLoadingGlobal: CHUNK_GLOBAL,
      },
      optimization: {
        runtimeChunk: { name: 'webpack-runtime' },
        concatenateModules,
        minimize: false,
        splitChunks: {
          chunks: 'all',
          cacheGroups: {
            default: false,
            defaultVendors: false,
            framework: { name: 'framework', test: /[\\/]framework[\\/]/, enforce: true },
          },
        },
      },
      plugins: [new ModuleOrderPlugin(orderFile)],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) =>
        error || stats?.hasErrors()
          ? reject(error ?? new Error(stats!.toString('errors-only')))
          : compiler.close(() => resolve()),
      ),
    );
    const files = Object.fromEntries(
      readdirSync(out)
        .filter((name) => name.endsWith('.js'))
        .map((name) => [name, readFileSync(path.join(out, name), 'utf8')]),
    );
    // Unminified output marks each module: `/***/ 94:` then its factory.
    const names = new Map<string, string[]>();
    for (const source of Object.values(files))
      for (const [, id, body] of source.matchAll(/\/\*\*\*\/ (\d+):\n([\s\S]*?)\/\*\*\*\/ \}\)/g))
        names.set(
          id!,
          [...body!.matchAll(/__log\.push\("([\w-]+)"\)/g)].map((m) => m[1]!),
        );
    return {
      order: JSON.parse(readFileSync(orderFile, 'utf8')),
      files,
      namesOf: (id) => names.get(String(id)) ?? [],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
