// Every package the code imports is declared in package.json: one that is only
// installed as another package's dependency, or only named under "overrides", can vanish or
// change version with any update of the package that brought it.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const SKIP = new Set(['node_modules', 'public', '.cache', '.e2e-builds', 'cdk.out', '.git']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(file);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The package a bare specifier names: "@scope/name" or "name"; undefined for a path or builtin. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined;
  const [first, second] = specifier.split('/');
  const name = first!.startsWith('@') ? `${first}/${second}` : first!;
  return builtinModules.includes(name) ? undefined : name;
}

// A module specifier holds no space or comma: prose that ends in "from" before a closing quote
// and a comma ('…must come from',) is not an import.
const IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|^\s*import\s+)['"]([^'"\s,]+)['"]/gm;

it('declares every package the code imports', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const declared = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]);
  const missing = new Map<string, string>();
  for (const file of sources(root)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const name = packageOf(specifier!);
      // A types-only package ("aws-lambda") is declared as its @types/ package.
      const typesName = name && `@types/${name.replace(/^@/, '').replace('/', '__')}`;
      if (name && !declared.has(name) && !declared.has(typesName!) && !missing.has(name))
        missing.set(name, path.relative(root, file));
    }
  }
  expect(Object.fromEntries(missing)).toEqual({});
});

it('reads a specifier’s package', () => {
  expect(packageOf('@aws-sdk/client-ses')).toBe('@aws-sdk/client-ses');
  expect(packageOf('react-bootstrap/Carousel')).toBe('react-bootstrap');
  expect(packageOf('node:fs')).toBeUndefined();
  expect(packageOf('fs')).toBeUndefined();
  expect(packageOf('./parse')).toBeUndefined();
});
