// The build stops on a broken content file before Gatsby does anything else, and says which
// file, entry and field to fix: here a FAQ answer left out of content/faq.yaml.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onPreInit } from '../gatsby-node';

let mockContentDir = '';
jest.mock('../load', () => ({
  ...jest.requireActual('../load'),
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
  const faq = fs.readFileSync(path.join(realContent, 'faq.yaml'), 'utf8');
  const broken = faq.replace(
    '      answer: |-\n        A key fob is',
    '      answr: |-\n        A key fob is',
  );
  expect(broken).not.toBe(faq);
  fs.writeFileSync(path.join(mockContentDir, 'faq.yaml'), broken);
});
afterEach(() => fs.rmSync(mockContentDir, { recursive: true, force: true }));

it('stops the build on a broken faq.yaml, naming the file, the entry and the field', () => {
  const reporter = { setErrorMap: jest.fn(), panic: jest.fn(), panicOnBuild: jest.fn() };

  (onPreInit as (args: unknown) => void)({ reporter });

  expect(reporter.panic).toHaveBeenCalledTimes(1);
  const [{ context }] = reporter.panic.mock.calls[0] as [{ context: { message: string } }];
  const lines = context.message.split('\n');
  const where = 'faq.yaml:';
  const entry = 'group #2 (id access), question #1 (id key-fob)';
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`${where}\\d+: .*${escape(entry)}, field "answer" is missing`),
    ),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`${where}\\d+: .*${escape(entry)}, field "answr" is not a field`),
    ),
  );
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
