// `npm run check:content` on a content folder whose logo is a link to a file outside it: the check
// fails, naming the file in its message and in its --json report (what the editor's issue is
// made of), and what the link points at is never read into either.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT } from '../../fixtures';

const ROOT = path.resolve(__dirname, '../..');
const SECRET = 'not-for-the-site-7c21';

it('refuses a linked logo by name, in its output and its report', () => {
  // Prepare: the fixture content with the real schemas, its logo a link to a file outside.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-content-'));
  const dir = path.join(root, 'content');
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  fs.cpSync(path.join(ROOT, 'content', 'schema'), path.join(dir, 'schema'), { recursive: true });
  fs.writeFileSync(path.join(root, 'secret.svg'), `<svg><text>${SECRET}</text></svg>`);
  fs.rmSync(path.join(dir, 'images', 'logo.svg'));
  fs.symlinkSync(path.join(root, 'secret.svg'), path.join(dir, 'images', 'logo.svg'));
  const report = path.join(root, 'problems.json');

  // Act
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tools/check-content.ts', '--dir', dir, '--json', report],
    { cwd: ROOT, encoding: 'utf8' },
  );

  // Assess
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('content/images/logo.svg');
  expect(run.stderr).toMatch(/is a link to .*secret\.svg/);
  const { problems } = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    problems: { file: string; message: string }[];
  };
  expect(problems.map((p) => p.file)).toEqual(['content/images/logo.svg']);
  expect(`${run.stdout}${run.stderr}${JSON.stringify(problems)}`).not.toContain(SECRET);
  fs.rmSync(root, { recursive: true, force: true });
});
