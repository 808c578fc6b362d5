import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from '../compile-hints';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('puts the hint on the framework bundle’s first line, once, and leaves the others alone', () => {
  const files = {
    'framework-0a1b.js': '/*! license */\n(self.c=self.c||[]).push([[593],{}]);',
    'app-2c3d.js': '(self.c=self.c||[]).push([[524],{}]);',
    'component---src-pages-framework-tsx-4e5f.js': 'x',
  };
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  expect(addCompileHints(dir)).toEqual(['framework-0a1b.js']);
  expect(addCompileHints(dir)).toEqual(['framework-0a1b.js']);
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  expect(read('framework-0a1b.js')).toBe(COMPILE_HINT + files['framework-0a1b.js']);
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  expect(read('app-2c3d.js')).toBe(files['app-2c3d.js']);
  expect(read('component---src-pages-framework-tsx-4e5f.js')).toBe('x');
});
