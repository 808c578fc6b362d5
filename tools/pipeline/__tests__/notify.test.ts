// The editor's message: the content check's problems one per line (file, entry, field, what to
// change); for a build or guard failure, which step failed and the run's link.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GuardReport } from '../guard-findings';
import { readRefusal, refusalMessage } from '../notify';
import { githubLinked, markdownTokens, shownText } from './github-markdown';

const commit = { sha: 'abcdef1234567', author: 'editor', url: 'https://github.example/c' };
const runUrl = 'https://github.example/run/1';

describe('refusalMessage', () => {
  it('lists each problem of the content check with its file, line, entry, field and fix', () => {
    const message = refusalMessage(
      {
        step: 'check',
        report: {
          problems: [
            {
              file: 'content/faq/parking.yaml',
              line: 2,
              entry: 'question parking',
              field: 'answer',
              fieldLabel: 'Answer',
              message: 'is empty; it needs text',
            },
            { file: 'content/site.yaml', message: 'is not valid YAML: bad indentation' },
          ],
        },
      },
      commit,
      runUrl,
    );
    expect(message).toMatch(/^@editor, your save \(\[abcdef1\]\(https:\/\/github\.example\/c\)\)/);
    expect(message).toContain(
      '- `content/faq/parking.yaml` (line 2), question parking, field “Answer” (answer): is empty; it needs text',
    );
    expect(message).toContain('- `content/site.yaml`: is not valid YAML: bad indentation');
    expect(message).not.toContain(runUrl);
  });

  it('names the build or the guards when they refused the save, and links the run', () => {
    const build = refusalMessage({ step: 'build' }, commit, runUrl);
    expect(build).toContain('could not be built');
    expect(build).toContain(runUrl);
    const guards = refusalMessage({ step: 'guards' }, commit, runUrl);
    expect(guards).toContain('content guards');
    expect(guards).toContain(runUrl);
  });

  it('greets without a mention when GitHub did not know the author', () => {
    const message = refusalMessage({}, { ...commit, author: '' }, runUrl);
    expect(message).not.toContain('@');
    expect(message).toContain(runUrl);
  });
});

describe('readRefusal', () => {
  it('takes the step the content job named, and no other word, for the refusal', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refusal-'));
    expect(readRefusal(dir, 'build').step).toBe('build');
    expect(readRefusal(dir, 'install').step).toBeUndefined();
    expect(readRefusal(dir).step).toBeUndefined();
  });
});

describe('a refusal by the guards', () => {
  // A real report of the guards' run (trimmed to what the message reads) on a save with a
  // 60-letter trainer's name and an FAQ answer linking to a page that does not exist.
  const report = JSON.parse(
    fs.readFileSync(path.join(__dirname, 'guards-report.json'), 'utf8'),
  ) as GuardReport;

  it('lists what each failed guard found, with the content file, entry and field', () => {
    const message = refusalMessage({ step: 'guards', report }, commit, runUrl);
    expect(message).toMatch(
      /- \/personal-trainer\/3\/: text or controls within 12 px of the edge: .*\(from content\/trainers\/3\.yaml, Jordan \w+, field name\) \(at 320, 375, 768, 1280 px\)/,
    );
    expect(message).toContain(
      'link /parking-map/: HTTP 404 (from content/faq/parking.yaml, Where can I park?, field answer)',
    );
    expect(message).toContain(runUrl);
  });

  it('reads the report from the refusal folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refusal-'));
    fs.writeFileSync(path.join(dir, 'guards.json'), JSON.stringify(report));
    const message = refusalMessage(readRefusal(dir, 'guards'), commit, runUrl);
    expect(message).toMatch(/^- \/personal-trainer\/3\/: /m);
    expect(message).toMatch(/^- \/faq\/: /m);
  });
});

describe('a refusal by the deploy checks', () => {
  it('names what they refused, from their report kept in the refusal folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refusal-'));
    fs.writeFileSync(
      path.join(dir, 'synth.json'),
      JSON.stringify(['siteUrl (content/site.yaml) is on example.com', 'the second one']),
    );
    const message = refusalMessage(readRefusal(dir, 'synth'), commit, runUrl);
    expect(message).toContain('deploy checks refused');
    expect(message).toContain(
      '- siteUrl (content/site.yaml) is on example.com\n- the second one\n',
    );
  });
});

describe('content in the message', () => {
  // A save whose content would, written as it stands, mention people, link elsewhere and break
  // the message's code spans and lines.
  const hostile = '@octocat @acme/maintainers [prize](https://evil.example) <b>x</b>\n\n# Hi';
  // Each step's report, all three in the refusal folder: only the refusing step's is read.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refusal-'));
  const problem = {
    file: 'content/trainers/a`b @octocat.yaml',
    line: 3,
    entry: `trainer ${hostile}`,
    field: 'bio',
    fieldLabel: 'Biography',
    message: `is too long: ${hostile}`,
  };
  const received = JSON.stringify([`${hostile} (from content/trainers/3.yaml)`]);
  const failed = { status: 'failed', errors: [{ message: `Error: text overflows\n${received}` }] };
  const guards = {
    suites: [{ specs: [{ title: '/personal-trainer/3/: x', tests: [{ results: [failed] }] }] }],
  };
  fs.writeFileSync(path.join(dir, 'check.json'), JSON.stringify({ problems: [problem] }));
  fs.writeFileSync(path.join(dir, 'guards.json'), JSON.stringify(guards));
  fs.writeFileSync(path.join(dir, 'synth.json'), JSON.stringify([`siteUrl is ${hostile}`]));
  const refusalOf = (step: 'check' | 'guards' | 'synth') =>
    refusalMessage(readRefusal(dir, step), commit, runUrl);

  it.each(['check', 'guards', 'synth'] as const)(
    'adds no mention, link or HTML when the %s refused the save',
    (step) => {
      const tokens = markdownTokens(refusalOf(step));
      const links = tokens.filter((t) => t.type === 'link_open').map((t) => t.attrGet('href'));
      expect(new Set(links)).toEqual(new Set([commit.url, ...(step === 'check' ? [] : [runUrl])]));
      expect(tokens.map((t) => t.type)).not.toContain('html_inline');
      expect(tokens.map((t) => t.type)).not.toContain('heading_open');
      // The only mention is the author's, at the start.
      const text = shownText(tokens, ['text']);
      expect(githubLinked(text)).toEqual([['mention', '@e']]);
      expect(text.replaceAll('\u2060', '')).toContain(hostile.replace(/\n+/, ' '));
    },
  );

  it('keeps the file name in one code span, backtick and all', () => {
    const tokens = markdownTokens(refusalOf('check'));
    expect(tokens.filter((t) => t.type === 'code_inline').map((t) => t.content)).toEqual([
      'content/trainers/a`b @octocat.yaml',
    ]);
  });
});
