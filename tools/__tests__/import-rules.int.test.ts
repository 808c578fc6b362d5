// The house's order (.dependency-cruiser.cjs, run by `npm run lint`) refuses each kind of arrow it
// names. Each case plants one import in a small tree laid out like the repository and runs the
// real dependency-cruiser over it with the real rules; the same tree without the plant passes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');

/** A clean tree: every arrow in it is one the rules allow. */
const CLEAN: Record<string, string> = {
  'contracts/routes.ts': "export const HOME = '/';\n",
  'contracts/edge/headers.ts': "import { HOME } from '../routes';\nexport const H = HOME;\n",
  'src/pages/index.tsx': "import { HOME } from '../../contracts/routes';\nexport default HOME;\n",
  'src/lib/__tests__/x.test.ts': "import { F } from '../../../fixtures';\nexport const X = F;\n",
  'gatsby-browser.tsx': "export { default } from './src/pages/index';\n",
  'plugins/build/index.ts':
    "import { H } from '../../contracts/edge/headers';\nexport const P = H;\n",
  // A room enters its own files; others enter it by its index.ts.
  'plugins/build/step.ts': "import { C } from '../../content-library';\nexport const S = C;\n",
  'plugins/build/__tests__/step.test.ts': "import { S } from '../step';\nexport const X = S;\n",
  'content-library/load.ts':
    "import { HOME } from '../contracts/routes';\nexport const C = HOME;\n",
  'content-library/index.ts': "export { C } from './load';\n",
  'lambda/lib/handler.ts':
    "import { HOME } from '../../contracts/routes';\nexport const L = HOME;\n",
  'infra/lib/stack.ts': "import { L } from '../../lambda/lib/handler';\nexport const I = L;\n",
  'tools/bench.ts': "import { I } from '../infra/lib/stack';\nexport const T = I;\n",
  'fixtures/index.ts': 'export const F = 1;\n',
  'e2e/routes.ts': "import { HOME } from '../contracts/routes';\nexport const E = HOME;\n",
  'e2e/home.spec.ts': "import { E } from './routes';\nexport const S = E;\n",
  'playwright.config.ts': "import { E } from './e2e/routes';\nexport default E;\n",
  'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', allowJs: true } }),
};

const FOLDERS = [
  'contracts',
  'content-library',
  'src',
  'lambda',
  'infra',
  'tools',
  'plugins',
  'e2e',
  'fixtures',
];

function cruise(plant: Record<string, string> = {}): { ok: boolean; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'house-'));
  try {
    for (const [file, text] of Object.entries({ ...CLEAN, ...plant })) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const args = ['--config', CONFIG, ...FOLDERS, 'gatsby-browser.tsx', 'playwright.config.ts'];
    try {
      return { ok: true, output: execFileSync(DEPCRUISE, args, { cwd: dir, encoding: 'utf8' }) };
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${stdout}${stderr}` };
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('passes the clean tree, whose arrows all point down', () => {
  const { ok, output } = cruise();
  expect(output).toMatch(/no dependency violations/);
  expect(ok).toBe(true);
});

it.each<[rule: string, file: string, text: string]>([
  [
    'src-is-the-browsers',
    'lambda/lib/mail.ts',
    // Double quotes, as another formatter might write them: the rule reads the import, not its
    // spelling (and a grep for the single-quoted form stays clean of this plant).
    'import { default as page } from "../../src/pages/index";\nexport const M = page;\n',
  ],
  [
    'nothing-imports-e2e',
    'tools/bench.ts',
    "import { E } from '../e2e/routes';\nexport const T = E;\n",
  ],
  [
    'contracts-import-no-side',
    'contracts/routes.ts',
    "import { F } from '../fixtures';\nexport const HOME = '/' + F;\n",
  ],
  [
    'the-browser-needs-no-build-code',
    'src/pages/index.tsx',
    "import { P } from '../../plugins/build';\nexport default P;\n",
  ],
  [
    'handlers-ship-alone',
    'lambda/lib/handler.ts',
    "import { P } from '../../plugins/build';\nexport const L = P;\n",
  ],
  [
    'plugins-build-only',
    'plugins/build/index.ts',
    "import { L } from '../../lambda/lib/handler';\nexport const P = L;\n",
  ],
  [
    'a-room-through-its-index',
    'tools/bench.ts',
    "import { C } from '../content-library/load';\nexport const T = C;\n",
  ],
  [
    'a-room-through-its-index',
    'infra/lib/stack.ts',
    "import { S } from '../../plugins/build/step';\nexport const I = S;\n",
  ],
  [
    'no-circular',
    'contracts/edge/headers.ts',
    "import { HOME } from '../routes';\nexport const H = HOME;\nexport const BACK = 1;\n",
  ],
])('refuses what %s forbids (planted in %s)', (rule, file, text) => {
  const plant: Record<string, string> = { [file]: text };
  // A loop needs both ends: the routes import the headers that import them.
  if (rule === 'no-circular') {
    plant['contracts/routes.ts'] =
      "import { BACK } from './edge/headers';\nexport const HOME = '/' + BACK;\n";
  }
  const { ok, output } = cruise(plant);
  expect(ok).toBe(false);
  expect(output).toContain(`error ${rule}:`);
  // Only the planted arrow is refused.
  expect(output.match(/^\s*error /gm)).toHaveLength(1);
});
