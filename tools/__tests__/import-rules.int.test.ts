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
  'fixtures/index.ts': 'export const F = 1;\n',
  'edge/headers.ts': "import { HOME } from '../contracts/routes';\nexport const H = HOME;\n",
  'edge/index.ts': "export { H } from './headers';\n",
  // Another room's tests may share a room's test helpers, never the code behind its index.ts.
  'edge/__tests__/read.ts': "export const READ = 'policy';\n",
  'src/lib/__tests__/policy.test.ts':
    "import { READ } from '../../../edge/__tests__/read';\nexport const X = READ;\n",
  // A room enters its own files; others enter it by its index.ts.
  'content-library/load.ts':
    "import { HOME } from '../contracts/routes';\nexport const C = HOME;\n",
  'content-library/index.ts': "export { C } from './load';\n",
  'content-library/__tests__/load.test.ts':
    "import { F } from '../../fixtures';\nexport const X = F;\n",
  'src/pages/index.tsx': "import { HOME } from '../../contracts/routes';\nexport default HOME;\n",
  'src/lib/__tests__/x.test.ts': "import { F } from '../../../fixtures';\nexport const X = F;\n",
  'gatsby-browser.tsx': "export { default } from './src/pages/index';\n",
  'plugins/build/index.ts':
    "import { H } from '../../edge';\nimport { S } from './step';\nexport const P = H + S;\n",
  'plugins/build/step.ts': "import { C } from '../../content-library';\nexport const S = C;\n",
  'plugins/build/__tests__/step.test.ts': "import { S } from '../step';\nexport const X = S;\n",
  'gatsby-node.ts': "import { C } from './content-library';\nexport const N = C;\n",
  'lambda/lib/handler.ts':
    "import { HOME } from '../../contracts/routes';\nexport const L = HOME;\n",
  'infra/lib/stack.ts':
    "import { L } from '../../lambda/lib/handler';\nimport { H } from '../../edge';\n" +
    'export const I = L + H;\n',
  // A handler's tests drive the other ends: the stand-ins and the CDK settings.
  'lambda/lib/__tests__/handler.test.ts':
    "import { S } from '../../../tools/local/stand-in';\n" +
    "import { I } from '../../../infra/lib/stack';\nexport const X = S + I;\n",
  'tools/paths.ts': "export const OUT = 'public';\n",
  'tools/local/stand-in.ts': "import { L } from '../../lambda/lib/handler';\nexport const S = L;\n",
  'tools/bench.ts': "import { I } from '../infra/lib/stack';\nexport const T = I;\n",
  'gatsby-config.ts': "import { P } from './plugins/build';\nexport const G = P;\n",
  'e2e/routes.ts': "import { HOME } from '../contracts/routes';\nexport const E = HOME;\n",
  'e2e/home.spec.ts': "import { E } from './routes';\nexport const S = E;\n",
  'playwright.config.ts': "import { E } from './e2e/routes';\nexport default E;\n",
  'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', allowJs: true } }),
};

const FOLDERS = [
  'contracts',
  'fixtures',
  'edge',
  'content-library',
  'src',
  'lambda',
  'plugins',
  'infra',
  'tools',
  'e2e',
];
const FILES = ['gatsby-browser.tsx', 'gatsby-node.ts', 'gatsby-config.ts', 'playwright.config.ts'];

function cruise(plant: Record<string, string> = {}): { ok: boolean; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'house-'));
  try {
    for (const [file, text] of Object.entries({ ...CLEAN, ...plant })) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const args = ['--config', CONFIG, ...FOLDERS, ...FILES];
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
    'infra-sits-below-the-tools',
    'infra/lib/stack.ts',
    "import { OUT } from '../../tools/paths';\nexport const I = OUT;\n",
  ],
  [
    'lambda-and-the-build-sit-below-infra',
    'lambda/lib/mail.ts',
    "import { OUT } from '../../tools/paths';\nexport const M = OUT;\n",
  ],
  [
    'lambda-and-the-build-sit-below-infra',
    'plugins/build/index.ts',
    "import { I } from '../../infra/lib/stack';\nexport const P = I;\n",
  ],
  [
    'lambda-imports-no-build-code',
    'lambda/lib/handler.ts',
    "import { P } from '../../plugins/build';\nexport const L = P;\n",
  ],
  [
    'lambda-imports-no-build-code',
    'lambda/lib/__tests__/handler.test.ts',
    "import { C } from '../../../content-library';\nexport const X = C;\n",
  ],
  [
    'the-build-imports-no-handler',
    'plugins/build/index.ts',
    "import { L } from '../../lambda/lib/handler';\nexport const P = L;\n",
  ],
  [
    'the-build-imports-no-handler',
    'gatsby-node.ts',
    "import { L } from './lambda/lib/handler';\nexport const N = L;\n",
  ],
  [
    'content-library-sits-below-the-build',
    'content-library/index.ts',
    "import { H } from '../edge';\nexport const C = H;\n",
  ],
  [
    'edge-imports-only-contracts',
    'edge/headers.ts',
    "import { L } from '../lambda/lib/handler';\nexport const H = L;\n",
  ],
  [
    'edge-imports-only-contracts',
    'edge/__tests__/headers.test.ts',
    "import { F } from '../../fixtures';\nexport const X = F;\n",
  ],
  [
    'fixtures-import-no-side',
    'fixtures/index.ts',
    "import { HOME } from '../contracts/routes';\nexport const F = HOME;\n",
  ],
  [
    'shipped-code-never-imports-the-stand-ins',
    'lambda/handlers/lead.ts',
    "import { S } from '../../tools/local/stand-in';\nexport const H = S;\n",
  ],
  [
    'shipped-code-never-imports-the-stand-ins',
    'infra/lib/stack.ts',
    "import { S } from '../../tools/local/stand-in';\nexport const I = S;\n",
  ],
  [
    'no-room-imports-its-sibling',
    'gatsby-config.ts',
    "import { S } from './tools/local/stand-in';\nexport const G = S;\n",
  ],
  [
    'no-room-imports-its-sibling',
    'tools/paths.ts',
    "import { G } from '../gatsby-config';\nexport const OUT = G;\n",
  ],
  [
    'no-room-imports-its-sibling',
    'gatsby-node.ts',
    "import { P } from './plugins/build';\nexport const N = P;\n",
  ],
  [
    'no-room-imports-its-sibling',
    'plugins/other/index.ts',
    "import { P } from '../build';\nexport const O = P;\n",
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
    'a-room-through-its-index',
    'src/lib/__tests__/policy.test.ts',
    "import { H } from '../../../edge/headers';\nexport const X = H;\n",
  ],
  [
    'no-circular',
    'edge/headers.ts',
    "import { CSP } from './csp';\nexport const H = CSP;\nexport const BACK = 1;\n",
  ],
])('refuses what %s forbids (planted in %s)', (rule, file, text) => {
  const plant: Record<string, string> = { [file]: text };
  // A loop needs both ends: the policy imports the headers that import it.
  if (rule === 'no-circular') {
    plant['edge/csp.ts'] = "import { BACK } from './headers';\nexport const CSP = BACK;\n";
  }
  const { ok, output } = cruise(plant);
  expect(ok).toBe(false);
  expect(output).toContain(`error ${rule}:`);
  // Only the planted arrow is refused.
  expect(output.match(/^\s*error /gm)).toHaveLength(1);
});
