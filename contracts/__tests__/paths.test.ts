// The API's prefix and the CMS login's paths: their values (GitHub's OAuth app is registered
// with the callback's address, so a change must be on purpose), and no second copy of them in
// the code that runs, which would drift from these the first time one of them changes.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  API_PATH_PATTERN,
  API_PREFIX,
  apiPath,
  CMS_LOGIN_PATH_PATTERN,
  CMS_LOGIN_PATHS,
  CMS_LOGIN_PREFIX,
  isApiPath,
  isCmsLoginPath,
} from '../paths';

const repo = path.join(__dirname, '..', '..');

describe('the paths', () => {
  it('put the API under /api/ and the CMS login under /api/cms/', () => {
    expect([API_PREFIX, API_PATH_PATTERN, apiPath('lead')]).toEqual([
      '/api/',
      '/api/*',
      '/api/lead',
    ]);
    expect([CMS_LOGIN_PREFIX, CMS_LOGIN_PATH_PATTERN]).toEqual(['/api/cms/', '/api/cms/*']);
    expect(CMS_LOGIN_PATHS).toEqual({ auth: '/api/cms/auth', callback: '/api/cms/callback' });
  });

  it('tell the API’s and the login’s paths from the rest', () => {
    expect(['/api/lead', '/apiary', '/api', '/x/api/lead'].filter(isApiPath)).toEqual([
      '/api/lead',
    ]);
    expect(['/api/cms/auth', '/api/cmsx', '/api/lead'].filter(isCmsLoginPath)).toEqual([
      '/api/cms/auth',
    ]);
  });
});

/** The code that runs (not tests, not e2e), where a path written out would be a second copy. */
const RUNNING = [
  'src',
  'lambda',
  'infra/lib',
  'infra/bin',
  'tools',
  'plugins',
  'contracts',
  'edge',
];
const IS_TEST = /(^|\/)(__tests__|test)\/|\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(path.join(repo, dir))) return [];
  return fs.readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(tsx?|js)$/.test(entry.name) && !IS_TEST.test(rel) ? [rel] : [];
  });
}

/** A string in code that spells an API path: `/api/...` standing alone, or `api/...`. */
const SPELLS_API_PATH = /(^|[^\w/.-])\/api\/|^api\//;

/** The string literals and template texts of `file` that spell an API path. */
export function apiPathsWritten(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (SPELLS_API_PATH.test(node.text)) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the code that runs', () => {
  it('writes no API or CMS login path of its own: each comes from contracts/paths.ts', () => {
    const copies = RUNNING.flatMap(sourceFiles)
      .filter((file) => file !== 'contracts/paths.ts')
      .flatMap((file) =>
        apiPathsWritten(file, fs.readFileSync(path.join(repo, file), 'utf8')).map(
          (text) => `${file}: ${text}`,
        ),
      );
    expect(copies).toEqual([]);
  });

  it('would see a path written out, in a string or a template, but not a word in a comment', () => {
    const code = [
      "const a = '/api/lead';",
      'const b = `${origin}/api/cms/callback`;',
      "const c = 'api/cms/auth';",
      "const d = 'https://www.google.com/recaptcha/api/siteverify';",
      '// GET /api/cms/auth',
    ].join('\n');
    expect(apiPathsWritten('x.ts', code)).toEqual([
      '/api/lead',
      '/api/cms/callback',
      'api/cms/auth',
    ]);
  });
});
