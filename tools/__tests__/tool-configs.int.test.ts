// Nothing under content/ is a tool's configuration: `npm run lint`'s ESLint and Prettier steps, as
// package.json writes them, in a copy of the root's configs with a config planted in content/
// that writes a marker when loaded.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tool-configs-'));
const marker = (name: string) => path.join(dir, `${name}.marker`);
const planted = (name: string, exported: string) =>
  `import fs from 'node:fs';\nfs.writeFileSync(${JSON.stringify(marker(name))}, '');\nexport default ${exported};\n`;

beforeAll(() => {
  for (const file of ['eslint.config.mjs', '.prettierrc.json', '.prettierignore', 'package.json'])
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  fs.mkdirSync(path.join(dir, 'content'));
  fs.writeFileSync(path.join(dir, 'content', 'site.yaml'), 'name: Club\n');
  fs.writeFileSync(path.join(dir, 'content', 'eslint.config.mjs'), planted('eslint', '[]'));
  fs.writeFileSync(path.join(dir, 'content', 'prettier.config.mjs'), planted('prettier', '{}'));
  fs.writeFileSync(
    path.join(dir, 'content', 'package.json'),
    '{"prettier": "./prettier.config.mjs"}\n',
  );
  fs.writeFileSync(path.join(dir, 'index.ts'), "export const a = 'a';\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('runs ESLint and Prettier with the root’s configs only, never one in content/', () => {
  const lint = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts.lint!.split(' && ');
  const steps = lint.filter((step) => /^(eslint|prettier) /.test(step));
  expect(steps).toHaveLength(2);
  for (const step of steps) {
    // Prettier reports the planted files' style; that they are looked at is not that they run.
    try {
      execSync(`npx ${step}`, { cwd: dir, stdio: 'pipe' });
    } catch {
      /* the exit code is not the question */
    }
  }
  expect(fs.readdirSync(dir).filter((f) => f.endsWith('.marker'))).toEqual([]);
  // Without the root's names, both tools would load them: the test can fail.
  execSync('npx prettier --check content/site.yaml', { cwd: dir, stdio: 'pipe' });
  expect(fs.existsSync(marker('prettier'))).toBe(true);
}, 120_000);
