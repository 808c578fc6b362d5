// The compile hint in a real webpack production build shaped like Gatsby's (bundles named
// <name>-<contenthash>.js, minified, real content hashes): framework and app start with the hint,
// which the minifier would drop if it came first; the other bundles do not; and every bundle's
// name is still the hash of its bytes.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintPlugin } from '../compile-hint';
import { isNamedByItsBytes } from '../content-hash';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(plugins: webpack.WebpackPluginInstance[]): Promise<Record<string, string>> {
  const src = path.join(dir, 'src');
  const out = path.join(dir, `out-${plugins.length}`);
  rmSync(src, { recursive: true, force: true });
  mkdirSync(src);
  // A licence comment, as React has: the minifier moves it to <file>.LICENSE.txt and leaves a
  // comment naming that file, so the bundle names its own hash.
  writeFileSync(
    path.join(src, 'framework.js'),
    '/** @license Example v1 */\nself.render = function (longArgumentName) { return [longArgumentName]; };\n',
  );
  writeFileSync(path.join(src, 'app.js'), "self.render('app');\n");
  writeFileSync(path.join(src, 'page.js'), "console.log('page');\n");
  const compiler = webpack({
    mode: 'production',
    context: src,
    entry: { framework: './framework.js', app: './app.js', page: './page.js' },
    output: { path: out, filename: '[name]-[contenthash].js' },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const files = readdirSync(out).filter((name) => name.endsWith('.js'));
      resolve(
        Object.fromEntries(files.map((name) => [name, readFileSync(path.join(out, name), 'utf8')])),
      );
    }),
  );
}

const named = (files: Record<string, string>, prefix: string) =>
  Object.entries(files).find(([name]) => name.startsWith(`${prefix}-`))!;

it('puts the hint first in framework and app, after minifying, with names that hash the bytes', async () => {
  // Act
  const files = await build([new CompileHintPlugin()]);

  // Assess
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  const [framework, frameworkSource] = named(files, 'framework');
  const [app, appSource] = named(files, 'app');
  const [page, pageSource] = named(files, 'page');
  expect(frameworkSource.split('\n')[0]).toBe(COMPILE_HINT);
  expect(frameworkSource).toContain('.LICENSE.txt');
  expect(frameworkSource).not.toContain('longArgumentName');
  expect(appSource.split('\n')[0]).toBe(COMPILE_HINT);
  expect(pageSource).not.toContain(COMPILE_HINT);
  for (const [name, source] of [
    [framework, frameworkSource],
    [app, appSource],
    [page, pageSource],
  ])
    expect({ name, named: isNamedByItsBytes(name!, source!) }).toEqual({ name, named: true });
});

it('knows a bundle edited after the build by its name', async () => {
  // Prepare
  const files = await build([]);
  const [framework, source] = named(files, 'framework');

  // Act, Assess
  expect(source).not.toContain(COMPILE_HINT);
  expect(isNamedByItsBytes(framework, source)).toBe(true);
  expect(isNamedByItsBytes(framework, `${COMPILE_HINT}\n${source}`)).toBe(false);
  expect(isNamedByItsBytes('framework.js', source)).toBeUndefined();
});
