// `npm run check:content` on a content folder with a link to a file outside it, with files that are
// no content, and with images that are not what their names say: the check fails, naming each
// file in its message and its --json report (what the editor's issue is made of).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT } from '../../fixtures';

const ROOT = path.resolve(__dirname, '../..');
const SECRET = 'not-for-the-site-7c21';

/** The fixture content with the real schemas, in a folder of its own. */
function contentCopy() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
  const dir = path.join(root, 'content');
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  fs.cpSync(path.join(ROOT, 'content', 'schema'), path.join(dir, 'schema'), { recursive: true });
  return { root, dir, report: path.join(root, 'problems.json') };
}

/** The check on `dir`: its exit status, its output, and the files its report names. */
function check(dir: string, report: string) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tools/check-content.ts', '--dir', dir, '--json', report],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const { problems } = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    problems: { file: string; message: string }[];
  };
  return { ...run, problems };
}

it('refuses a linked logo by name, in its output and its report', () => {
  // Prepare: its logo a link to a file outside.
  const { root, dir, report } = contentCopy();
  fs.writeFileSync(path.join(root, 'secret.svg'), `<svg><text>${SECRET}</text></svg>`);
  fs.rmSync(path.join(dir, 'images', 'logo.svg'));
  fs.symlinkSync(path.join(root, 'secret.svg'), path.join(dir, 'images', 'logo.svg'));

  // Act
  const run = check(dir, report);

  // Assess
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('content/images/logo.svg');
  expect(run.stderr).toMatch(/is a link to .*secret\.svg/);
  const { problems } = run;
  expect(problems.map((p) => p.file)).toEqual(['content/images/logo.svg']);
  expect(`${run.stdout}${run.stderr}${JSON.stringify(problems)}`).not.toContain(SECRET);
  fs.rmSync(root, { recursive: true, force: true });
});

it('refuses, by name, files that are no content, and runs none of them', () => {
  // Prepare: each planted file would write a marker if a tool ran it.
  const { root, dir, report } = contentCopy();
  const marker = path.join(root, 'ran');
  const planted = {
    'eslint.config.mjs': `import fs from 'node:fs'; fs.writeFileSync(${JSON.stringify(marker)}, '');`,
    'package.json': JSON.stringify({ scripts: { preinstall: `touch ${marker}` } }),
    '.env': `NODE_OPTIONS=--require ${marker}.js`,
    'images/x.jpg.js': `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '');`,
  };
  for (const [file, text] of Object.entries(planted)) fs.writeFileSync(path.join(dir, file), text);

  // Act
  const run = check(dir, report);

  // Assess
  expect(run.status).toBe(1);
  const named = Object.keys(planted).map((file) => `content/${file}`);
  expect(run.problems.map((p) => p.file).sort()).toEqual(named.sort());
  for (const file of named) expect(run.stderr).toContain(file);
  expect(fs.existsSync(marker)).toBe(false);
  fs.rmSync(root, { recursive: true, force: true });
});

it('refuses, by name, a 30,000 × 30,000 PNG and a text file named .jpg', () => {
  // Prepare: the PNG is its signature and header alone; no pixel exists to decode.
  const { root, dir, report } = contentCopy();
  const png = Buffer.from(
    `89504e470d0a1a0a0000000d49484452${'00007530'.repeat(2)}0802000000`,
    'hex',
  );
  fs.writeFileSync(path.join(dir, 'images', 'huge.png'), png);
  fs.writeFileSync(path.join(dir, 'images', 'note.jpg'), 'a text file, not a photo\n');

  // Act
  const run = check(dir, report);

  // Assess
  expect(run.status).toBe(1);
  expect(run.problems).toEqual([
    { file: 'content/images/huge.png', message: expect.stringMatching(/900 megapixels/) },
    { file: 'content/images/note.jpg', message: expect.stringMatching(/is not a JPEG image/) },
  ]);
  fs.rmSync(root, { recursive: true, force: true });
});
