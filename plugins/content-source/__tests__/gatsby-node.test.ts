// The build stops on a broken content file before Gatsby does anything else, and says which
// file, entry and field to fix: here a FAQ answer left out of its file, content/faq/key-fob.yaml.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onPreInit } from '../gatsby-node';

let mockContentDir = '';
jest.mock('../../../content-library', () => ({
  ...jest.requireActual('../../../content-library'),
  get CONTENT_DIR() {
    return mockContentDir;
  },
}));

const realContent = path.resolve(__dirname, '../../../content');

beforeEach(() => {
  // Prepare: the real content, without its images (the FAQ has none), and one broken answer.
  mockContentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-build-'));
  fs.cpSync(path.join(realContent, 'schema'), path.join(mockContentDir, 'schema'), {
    recursive: true,
  });
  fs.copyFileSync(
    path.join(realContent, 'faq-groups.yaml'),
    path.join(mockContentDir, 'faq-groups.yaml'),
  );
  fs.cpSync(path.join(realContent, 'faq'), path.join(mockContentDir, 'faq'), { recursive: true });
  const file = path.join(mockContentDir, 'faq', 'key-fob.yaml');
  const faq = fs.readFileSync(file, 'utf8');
  const broken = faq.replace('answer: |-\n  A key fob is', 'answr: |-\n  A key fob is');
  expect(broken).not.toBe(faq);
  fs.writeFileSync(file, broken);
});
afterEach(() => fs.rmSync(mockContentDir, { recursive: true, force: true }));

it('stops the build on a broken FAQ question, naming its file, the entry and the field', () => {
  const reporter = { setErrorMap: jest.fn(), panic: jest.fn(), panicOnBuild: jest.fn() };

  (onPreInit as (args: unknown) => void)({ reporter });

  expect(reporter.panic).toHaveBeenCalledTimes(1);
  const [{ context }] = reporter.panic.mock.calls[0] as [{ context: { message: string } }];
  const lines = context.message.split('\n');
  const where = `${path.join('faq', 'key-fob.yaml')}:`;
  const entry = 'question key-fob (';
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`${escape(where)}\\d+: ${escape(entry)}.*\\), field "answer" is missing`),
    ),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`${escape(where)}\\d+: ${escape(entry)}.*\\), field "answr" is not a field`),
    ),
  );
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
