// A logo linked to a file outside the repository stops the build before anything else, by name,
// and the plugin's SVG reader never follows the link (content-library refuses such links; this
// is the plugin's end of it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT } from '../../../fixtures';
import { onPreInit } from '../gatsby-node';
import { readSvg } from '../svg-data-uri';

let mockContentDir = '';
jest.mock('../../../content-library', () => ({
  ...jest.requireActual('../../../content-library'),
  get CONTENT_DIR() {
    return mockContentDir;
  },
}));

const SECRET = 'not-for-the-site-3f9a';
let outside: string;

beforeEach(() => {
  mockContentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(FIXTURE_CONTENT, mockContentDir, { recursive: true });
  fs.cpSync(
    path.resolve(__dirname, '../../../content/schema'),
    path.join(mockContentDir, 'schema'),
    {
      recursive: true,
    },
  );
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
  fs.writeFileSync(path.join(outside, 'secret.svg'), `<svg><text>${SECRET}</text></svg>`);
  const logo = path.join(mockContentDir, 'images/logo.svg');
  fs.rmSync(logo);
  fs.symlinkSync(path.join(outside, 'secret.svg'), logo);
});
afterEach(() => {
  fs.rmSync(mockContentDir, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

it('stops the build before anything else on a linked logo, naming it', () => {
  const reporter = { setErrorMap: jest.fn(), panic: jest.fn(), panicOnBuild: jest.fn() };

  (onPreInit as (args: unknown) => void)({ reporter });

  expect(reporter.panic).toHaveBeenCalledTimes(1);
  const [{ context }] = reporter.panic.mock.calls[0] as [{ context: { message: string } }];
  expect(context.message).toContain('images/logo.svg');
  expect(context.message).not.toContain(SECRET);
});

it('never follows the link when it reads the logo', () => {
  const logo = path.join(mockContentDir, 'images/logo.svg');
  expect(() => readSvg({ extension: 'svg', absolutePath: logo })).toThrow(/is a link/);
});
