// The house's order (.dependency-cruiser.cjs, run by `npm run lint`) refuses each kind of arrow it
// names. Each case plants one import in a small tree laid out like the repository, and the real
// dependency-cruiser, run once over the tree with every plant, refuses exactly the planted arrows.
import { spawnSync } from 'node:child_process';
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

/**
 * Each plant: the rule it breaks, the file that imports (a new one, or a root file the clean
 * tree has, whose clean imports stay), the import, and the file it reaches.
 */
const PLANTS: [rule: string, file: string, line: string, to: string][] = [
  [
    'src-is-the-browsers',
    'lambda/lib/mail.ts',
    // Double quotes, as another formatter might write them: the rule reads the import, not its
    // spelling (and a grep for the single-quoted form stays clean of this plant).
    'import { default as page } from "../../src/pages/index";',
    'src/pages/index.tsx',
  ],
  ['nothing-imports-e2e', 'tools/report.ts', "import { E } from '../e2e/routes';", 'e2e/routes.ts'],
  [
    'contracts-import-no-side',
    'contracts/prices.ts',
    "import { F } from '../fixtures';",
    'fixtures/index.ts',
  ],
  [
    'the-browser-needs-no-build-code',
    'src/pages/build.tsx',
    "import { P } from '../../plugins/build';",
    'plugins/build/index.ts',
  ],
  [
    'infra-sits-below-the-tools',
    'infra/lib/site.ts',
    "import { OUT } from '../../tools/paths';",
    'tools/paths.ts',
  ],
  [
    'lambda-and-the-build-sit-below-infra',
    'lambda/lib/out.ts',
    "import { OUT } from '../../tools/paths';",
    'tools/paths.ts',
  ],
  [
    'lambda-and-the-build-sit-below-infra',
    'plugins/build/deploy.ts',
    "import { I } from '../../infra/lib/stack';",
    'infra/lib/stack.ts',
  ],
  [
    'lambda-imports-no-build-code',
    'lambda/lib/page.ts',
    "import { P } from '../../plugins/build';",
    'plugins/build/index.ts',
  ],
  [
    'lambda-imports-no-build-code',
    'lambda/lib/__tests__/content.test.ts',
    "import { C } from '../../../content-library';",
    'content-library/index.ts',
  ],
  [
    'the-build-imports-no-handler',
    'plugins/build/mail.ts',
    "import { L } from '../../lambda/lib/handler';",
    'lambda/lib/handler.ts',
  ],
  [
    'the-build-imports-no-handler',
    'gatsby-node.ts',
    "import { L } from './lambda/lib/handler';",
    'lambda/lib/handler.ts',
  ],
  [
    'content-library-sits-below-the-build',
    'content-library/headers.ts',
    "import { H } from '../edge';",
    'edge/index.ts',
  ],
  [
    'edge-imports-only-contracts',
    'edge/mail.ts',
    "import { L } from '../lambda/lib/handler';",
    'lambda/lib/handler.ts',
  ],
  [
    'edge-imports-only-contracts',
    'edge/__tests__/headers.test.ts',
    "import { F } from '../../fixtures';",
    'fixtures/index.ts',
  ],
  [
    'fixtures-import-no-side',
    'fixtures/routes.ts',
    "import { HOME } from '../contracts/routes';",
    'contracts/routes.ts',
  ],
  [
    'shipped-code-never-imports-the-stand-ins',
    'lambda/handlers/lead.ts',
    "import { S } from '../../tools/local/stand-in';",
    'tools/local/stand-in.ts',
  ],
  [
    'shipped-code-never-imports-the-stand-ins',
    'infra/lib/local.ts',
    "import { S } from '../../tools/local/stand-in';",
    'tools/local/stand-in.ts',
  ],
  [
    'no-room-imports-its-sibling',
    'gatsby-config.ts',
    "import { S } from './tools/local/stand-in';",
    'tools/local/stand-in.ts',
  ],
  [
    'no-room-imports-its-sibling',
    'tools/config.ts',
    "import { G } from '../gatsby-config';",
    'gatsby-config.ts',
  ],
  [
    'no-room-imports-its-sibling',
    'gatsby-node.ts',
    "import { P } from './plugins/build';",
    'plugins/build/index.ts',
  ],
  [
    'no-room-imports-its-sibling',
    'plugins/other/index.ts',
    "import { P } from '../build';",
    'plugins/build/index.ts',
  ],
  [
    'a-room-through-its-index',
    'tools/loader.ts',
    "import { C } from '../content-library/load';",
    'content-library/load.ts',
  ],
  [
    'a-room-through-its-index',
    'infra/lib/step.ts',
    "import { S } from '../../plugins/build/step';",
    'plugins/build/step.ts',
  ],
  [
    'a-room-through-its-index',
    'src/lib/__tests__/headers.test.ts',
    "import { H } from '../../../edge/headers';",
    'edge/headers.ts',
  ],
  // A loop needs both ends: csp.ts imports policy.ts, which imports it back (LOOP_END).
  ['no-circular', 'edge/csp.ts', "import { P } from './policy';", 'edge/policy.ts'],
];
const LOOP_END = { 'edge/policy.ts': "import { CSP } from './csp';\nexport const P = CSP;\n" };

/** The clean tree with every plant's import put first in its file. */
function plantedTree(): Record<string, string> {
  const tree: Record<string, string> = { ...CLEAN, ...LOOP_END };
  for (const [, file, line] of PLANTS) tree[file] = `${line}\n${tree[file] ?? 'export {};\n'}`;
  return tree;
}

function cruise(tree: Record<string, string>): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'house-'));
  try {
    for (const [file, text] of Object.entries(tree)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const args = ['--config', CONFIG, ...FOLDERS, ...FILES];
    const { status, stdout, stderr } = spawnSync(DEPCRUISE, args, { cwd: dir, encoding: 'utf8' });
    return { status, output: `${stdout}${stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('refuses each planted arrow by the rule it breaks, and no arrow of the clean tree', () => {
  const { status, output } = cruise(plantedTree());
  // `error <rule>: <from> → <to>`; a loop's next module is on the next line.
  const refused = [...output.matchAll(/error (\S+): (\S+) →\s+(\S+)/g)].map(
    ([, rule, from, to]) => `${rule}: ${from} -> ${to}`,
  );
  const planted = PLANTS.map(([rule, file, , to]) => `${rule}: ${file} -> ${to}`);
  expect(refused.sort()).toEqual(planted.sort());
  // `npm run lint:imports` fails: the exit status counts the errors.
  expect(status).toBe(PLANTS.length);
});
