// The guides name commands and files, and both go stale when code moves. Every npm script a guide
// names (`npm run x`, `npm test`, `npm start`) must be in package.json (DIR/package.json with
// `--prefix DIR`), and every repository path it names in backticks must exist.
//
// A path, for this test, is a code span of one word with a slash that starts with ./ or ../,
// or with a folder of the repository (or of the guide's folder), or ends in a file extension.
// It is looked up from the guide's folder, the repository's root and content/ (the guides write
// content paths as the content does, relative to it). Left out: bare file names (often a
// package's file, a build's output or an old name a decision explains), URLs and site paths
// (/promo/), globs, placeholders (<id>, $NAME), module names (react-bootstrap/Carousel: no folder
// here), what .gitignore names (public/, bench-results/, generated types: they exist only after a
// build or a run), paths outside the repository, and NAMED_ON_PURPOSE. Under content/, entries
// and images are the editors' to add and remove, so only their folder must exist.
//
// A relative link ([text](file#heading)) must reach a file, and its #heading one of that guide's
// headings, by GitHub's anchors: a heading renamed leaves no link pointing at its old name.
//
// A folder tree (docs/trees.ts reads one) must name only what exists, so a folder moved or renamed
// fails here, with the guide, the line and the missing path.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ignoredBy } from './docs/gitignore';
import { anchorsOf, linksIn, scriptsIn, spansIn } from './docs/markdown';
import { entriesOf, staleTrees, treesIn } from './docs/trees';

const root = path.resolve(__dirname, '..');
/** Folders never walked: git's own, and installed packages (.gitignore names the rest). */
const SKIP_DIRS = new Set(['.git', 'node_modules']);

const ignored = ignoredBy(readFileSync(path.join(root, '.gitignore'), 'utf8'));

/** Every file below `dir` that git would see: neither ignored nor in SKIP_DIRS. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (SKIP_DIRS.has(entry.name) || ignored(path.relative(root, file))) return [];
    return entry.isDirectory() ? filesBelow(file) : [file];
  });
}

const FILES = filesBelow(root);
const GUIDES = FILES.filter((file) => file.endsWith('.md')).map((file) =>
  path.relative(root, file),
);

/** Paths a guide names that are not to exist in the repository, by guide, with the reason. */
const NAMED_ON_PURPOSE: Record<string, Record<string, string>> = {
  'docs/development.md': {
    'src/components/pages/careers-view.tsx': 'a file the "Adding a page" recipe creates',
    'src/pages/careers.tsx': 'a file the "Adding a page" recipe creates',
  },
  'plugins/cms-admin/README.md': {
    'services/contents/draft/validate/fields.js': "a file of Sveltia CMS's own source",
  },
};

const EXTENSION = /\.(tsx?|[cm]?js|json|ya?ml|md|s?css|sh|svg|png|jpe?g|webp|html|txt|ics|xml)$/;

/** What a code span names, if it is a path (see above): without its #anchor or :line. */
export function pathIn(span: string, guideDir: string): string | undefined {
  const word = span.trim();
  if (!word || /[\s<>*?{}[\]$=|~@]|:\/\/|\.\.\.$/.test(word) || word.startsWith('/')) return;
  const clean = word.replace(/#.*$/, '').replace(/:\d+$/, '');
  const first = clean.split('/')[0]!;
  const isPath =
    clean.includes('/') &&
    (clean.startsWith('./') ||
      clean.startsWith('../') ||
      EXTENSION.test(clean) ||
      existsSync(path.join(root, first)) ||
      existsSync(path.join(root, guideDir, first)));
  return isPath ? clean : undefined;
}

const scriptsOf = (folder: string): Set<string> => {
  const file = path.join(root, folder, 'package.json');
  if (!existsSync(file)) return new Set();
  return new Set(Object.keys(JSON.parse(readFileSync(file, 'utf8')).scripts ?? {}));
};

/** An entry's or an image's folder, for a path to one under content/ (not its schemas). */
const editorsFolder = (rel: string) =>
  /^content\/(?!schema\/)[^/]+\/./.test(rel) ? path.dirname(rel) : rel;

/** What `guide` (relative to the root) names that does not exist, one line each. */
export function staleIn(guide: string, markdown: string): string[] {
  const dir = path.dirname(guide);
  const problems: string[] = [];
  for (const { line, name, prefix } of scriptsIn(markdown)) {
    // A guide's commands run from the repository's root, as npm's --prefix is read.
    const folder = prefix;
    if (!scriptsOf(folder).has(name)) {
      problems.push(
        `${guide}:${line}: npm script "${name}" is not in ${path.join(folder, 'package.json')}`,
      );
    }
  }
  for (const { line, name } of spansIn(markdown)) {
    const named = pathIn(name, dir);
    if (named === undefined || NAMED_ON_PURPOSE[guide]?.[named]) continue;
    const inside = [path.join(dir, named), named, path.join('content', named)]
      .map((rel) => path.normalize(rel).replace(/\/$/, ''))
      .filter((rel) => !rel.startsWith('..'));
    if (!inside.length || inside.some(ignored)) continue;
    if (!inside.map(editorsFolder).some((rel) => existsSync(path.join(root, rel)))) {
      problems.push(`${guide}:${line}: \`${named}\` does not exist`);
    }
  }
  problems.push(...staleTrees(root, guide, markdown, ignored));
  for (const { line, name } of linksIn(markdown)) {
    const [file, anchor] = name.split('#') as [string, string | undefined];
    const target = path.normalize(path.join(dir, decodeURI(file)));
    if (file && !existsSync(path.join(root, target))) {
      problems.push(`${guide}:${line}: the link to \`${name}\` reaches no file`);
    } else if (anchor !== undefined && (!file || target.endsWith('.md'))) {
      const text = file ? readFileSync(path.join(root, target), 'utf8') : markdown;
      if (!anchorsOf(text).has(anchor)) {
        problems.push(
          `${guide}:${line}: the link to \`${name}\` names no heading of ${file ? target : guide}`,
        );
      }
    }
  }
  return problems;
}

describe('what a guide names', () => {
  it('takes as paths the spans that name files or folders, and leaves the rest out', () => {
    const spans = [
      'src/forms/',
      'plugins/content-source/index.ts',
      '../lambda/README.md',
      'gatsby-node.ts',
      'tools/bench/main.ts#L1',
      'https://example.com/a.ts',
      '/promo/',
      'content/trainers/<id>.yaml',
      'content/*.yaml',
      'react-bootstrap/Carousel',
      '@aws-sdk/client-ses',
      'npm run build',
    ];
    expect(spans.map((span) => pathIn(span, 'docs'))).toEqual([
      'src/forms/',
      'plugins/content-source/index.ts',
      '../lambda/README.md',
      undefined,
      'tools/bench/main.ts',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('names the guide, the line and what is missing', () => {
    const markdown = [
      'Run `npm run build`, then `npm run no-such-script -- --flag`.',
      '```sh',
      'npm test && npm run nor-this-one',
      'echo `src/in-a-fence.ts`',
      '```',
      'See `../lambda/README.md`, `src/no-such-file.ts` and `public/index.html`.',
      "An entry, `trainers/no-such-trainer.yaml`, is the editors': `no-such-folder/a.yaml` is not.",
      '[Tests](development.md#tests), [gone](development.md#no-such-heading), [x](nowhere.md).',
      '## A heading: `with code`',
      '[Here](#a-heading-with-code) and [not here](#a-heading).',
    ].join('\n');
    expect(staleIn('docs/example.md', markdown)).toEqual([
      'docs/example.md:1: npm script "no-such-script" is not in package.json',
      'docs/example.md:3: npm script "nor-this-one" is not in package.json',
      'docs/example.md:6: `src/no-such-file.ts` does not exist',
      'docs/example.md:7: `no-such-folder/a.yaml` does not exist',
      'docs/example.md:8: the link to `development.md#no-such-heading` names no heading of docs/development.md',
      'docs/example.md:8: the link to `nowhere.md` reaches no file',
      'docs/example.md:10: the link to `#a-heading` names no heading of docs/example.md',
    ]);
  });

  it("reads a sub-package's scripts with --prefix", () => {
    expect(scriptsIn('`npm --prefix infra run cdk` or `npm run x --prefix lambda`')).toEqual([
      { line: 1, name: 'cdk', prefix: 'infra' },
      { line: 1, name: 'x', prefix: 'lambda' },
    ]);
  });

  it('leaves out what .gitignore names, as git reads its patterns', () => {
    const isIgnored = ignoredBy('# built\npublic/\n*.log\ninfra/cdk.out/\n!keep.log\n');
    const paths = ['public', 'public/index.html', 'e2e/public', 'a/b.log', 'infra/cdk.out/x'];
    expect(paths.filter(isIgnored)).toEqual(paths);
    expect(['src/public-x.ts', 'cdk.out', 'src/infra/cdk.out', 'log'].filter(isIgnored)).toEqual(
      [],
    );
  });

  it("reads a folder tree's entries from its indentation, leaving descriptions out", () => {
    const tree = treesIn(
      [
        '```',
        'src/      the code',
        '  forms/  the forms, and',
        '          more of it',
        '  lib/',
        '    a.ts',
        'gatsby-*.ts  hooks',
        '```',
      ].join('\n'),
    );
    expect(tree).toHaveLength(1);
    expect(entriesOf(tree[0]!).map((entry) => entry.path)).toEqual([
      'src/',
      'src/forms/',
      'src/lib/',
      'src/lib/a.ts',
    ]);
    expect(
      entriesOf(treesIn('```text\n.github/\n├── workflows/\n│   └── ci.yml\n```')[0]!).map(
        (entry) => entry.path,
      ),
    ).toEqual(['.github/', '.github/workflows/', '.github/workflows/ci.yml']);
    expect(treesIn('```sh\nsrc/ x\n```\n```text\ncontent/a.yaml:5: a problem\n```')).toEqual([]);
  });

  it('names the guide, the line and the path a stale folder tree names', () => {
    const guide = readFileSync(path.join(root, 'docs/development.md'), 'utf8');
    const planted = guide
      .replace(/^ {2}seo\/ {10}/m, '  clock/       ')
      .replace(/^ {4}publish\/ {4}/m, '    upload/     ')
      .replace(/^plugins\/ {8}/m, 'plugin/        ');
    const line = (start: string) =>
      planted.split('\n').findIndex((text) => text.startsWith(start)) + 1;
    expect(staleTrees(root, 'docs/development.md', planted, () => false)).toEqual([
      `docs/development.md:${line('  clock/')}: the folder tree names \`src/clock/\`, which does not exist`,
      `docs/development.md:${line('plugin/')}: the folder tree names \`plugin/\`, which does not exist`,
      `docs/development.md:${line('    upload/')}: the folder tree names \`tools/pipeline/upload/\`, which does not exist`,
    ]);
    // One tree starts at the repository's root (infra/), the other at the guide's folder (lib/).
    const infra =
      '```\ninfra/\n  lib/  x\n  edge/  y\n```\n```\nlib/\ntest/\nbin/app.ts\nbinn/\n```';
    expect(staleTrees(root, 'infra/README.md', infra, () => false)).toEqual([
      'infra/README.md:4: the folder tree names `infra/edge/`, which does not exist',
      'infra/README.md:10: the folder tree names `infra/binn/`, which does not exist',
    ]);
  });

  it('finds the folder trees of the guides', () => {
    const named = (guide: string) =>
      treesIn(readFileSync(path.join(root, guide), 'utf8'))
        .flatMap(entriesOf)
        .map((entry) => entry.path);
    expect(named('docs/development.md')).toEqual(
      expect.arrayContaining(['src/forms/', 'tools/pipeline/publish/']),
    );
    expect(named('infra/README.md')).toEqual(
      expect.arrayContaining(['infra/bin/app.ts', 'infra/test/']),
    );
  });

  it('finds the guides', () => {
    expect(GUIDES).toEqual(expect.arrayContaining(['README.md', 'docs/development.md']));
  });

  it.each(GUIDES)('%s: every npm script and path it names exists', (guide) => {
    expect(staleIn(guide, readFileSync(path.join(root, guide), 'utf8'))).toEqual([]);
  });
});

describe('reasons, not tracker numbers', () => {
  // The tracker is not in the repository: a number from it tells a reader nothing, the reason does.
  const TEXT = /\.(ts|tsx|js|cjs|mjs|md|ya?ml|json|scss|sh)$/;
  const texts = FILES.filter((file) => TEXT.test(file) && !file.endsWith('package-lock.json'));

  it('reads the repository text files', () => {
    expect(texts.length).toBeGreaterThan(100);
  });

  it('finds no "issue N" in any comment, doc or message', () => {
    const found = texts.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\bissues?\s+#?\d+/i.test(line)
            ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
