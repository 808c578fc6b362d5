// What decides which code runs: every package with an install script has been reviewed
// (allowScripts), Dependabot waits before proposing a release, and a maintainer owns the paths
// that run with the deploy role's credentials.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(__dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('install scripts', () => {
  it('are reviewed: allowScripts names every locked package that has one', () => {
    const { allowScripts } = JSON.parse(read('package.json')) as {
      allowScripts: Record<string, boolean | string>;
    };
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { hasInstallScript?: boolean; name?: string }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path, entry]) => entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 13));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(Object.keys(allowScripts)).toEqual(expect.arrayContaining(withScripts));
    // Denied, every one: .npmrc's ignore-scripts turns them all off anyway.
    expect(Object.values(allowScripts).filter((allowed) => allowed !== false)).toEqual([]);
  });
});

describe('Dependabot', () => {
  type Update = { 'package-ecosystem': string; cooldown?: { 'default-days'?: number } };
  const { updates } = parse(read('.github/dependabot.yml')) as { updates: Update[] };

  it('keeps the actions (their SHA pins) and npm packages current', () => {
    expect(updates.map((u) => u['package-ecosystem'])).toEqual(
      expect.arrayContaining(['npm', 'github-actions']),
    );
  });

  it('proposes a release only once it is a few days old, in every ecosystem', () => {
    for (const update of updates) {
      expect(update.cooldown?.['default-days']).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('CODEOWNERS', () => {
  type Rule = { pattern: RegExp; owners: string[] };
  const rules: Rule[] = read('.github/CODEOWNERS')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [path = '', ...owners] = line.split(/\s+/);
      return { pattern: patternOf(path), owners };
    });

  /** A CODEOWNERS path as a regular expression over repository paths (gitignore rules). */
  function patternOf(path: string): RegExp {
    const anchored = path.startsWith('/') || path.slice(0, -1).includes('/');
    const directory = path.endsWith('/');
    const body = path
      .replace(/^\/|\/$/g, '')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '.*');
    return new RegExp(`${anchored ? '^' : '(^|/)'}${body}${directory ? '/' : '(/|$)'}`);
  }

  /** The owners GitHub asks for a change to `file`: the last matching rule's. */
  const ownersOf = (file: string) =>
    rules.filter((rule) => rule.pattern.test(file)).at(-1)?.owners ?? [];

  it.each([
    '.github/workflows/deploy.yml',
    '.github/dependabot.yml',
    '.github/CODEOWNERS',
    'infra/cdk.json',
    'infra/lib/site-app.ts',
    'lambda/handlers/lead.ts',
    'edge/security-headers.ts',
    'package-lock.json',
    '.npmrc',
    'tools/pipeline/gate.ts',
  ])('gives %s an owner', (file) => {
    const owners = ownersOf(file);
    expect(owners.length).toBeGreaterThan(0);
    for (const owner of owners) expect(owner).toMatch(/^(@[\w-]+(\/[\w-]+)?|[^@\s]+@[^@\s]+)$/);
  });

  it('leaves an editor’s content to the CMS and its checks, without an owner', () => {
    expect(ownersOf('content/site.yaml')).toEqual([]);
  });
});
