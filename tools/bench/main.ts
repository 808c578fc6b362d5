// `npm run bench`: mobile Lighthouse over every route of the production build (run
// `npm run build` first) beside the bare-Gatsby floor (shared/perf-floor/public beside the
// clone or above it, or PERF_FLOOR_DIR), both served by the local production server, in the same run. Each route is
// measured --runs times (5: TBT's spread, see docs/performance.md) in rounds that each start with
// the floor, so a busy machine slows both alike; the table shows medians and the ratios to the floor's, then one line per target.
// Figures, never asserted in a test.
// Usage: npm run bench [-- [--runs N] [--json DIR] [/path/ ...]]   (default: every route)
// --json DIR saves each Lighthouse report there (route-round.json), to see what dominates.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parse } from 'parse5';
import { CHROME_FLAGS, CHROME_PATH } from '../chromium';
import { createSiteServer } from '../serve';
import { readBuildTimes } from '../build';
import { sitePaths } from '../../contracts/routes';
import { loadContent } from '../../plugins/content-source';
import { failingAudits, measure, SKIPPED_AUDITS, toRow } from './measure';
import { CPU_SLOWDOWN, PHONE_VIEWPORT, respondsOnce } from './responds';
import { formatRatio, median, medianRow, verdicts, type Row } from './targets';

/** How many cold loads of each page the "responds" figure is the median of. */
const RESPONDS_RUNS = 5;
/** Lighthouse rounds unless --runs says otherwise: with 3, one slow run in two moved a median. */
const DEFAULT_RUNS = 5;

const root = path.resolve(__dirname, '..', '..');
const publicDir = path.join(root, 'public');
const FLOOR_PATH = path.join('shared', 'perf-floor', 'public');

/** PERF_FLOOR_DIR, else the nearest shared/perf-floor/public beside this clone or above it. */
function findFloor(): string {
  if (process.env.PERF_FLOOR_DIR) return path.resolve(process.env.PERF_FLOOR_DIR);
  for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, FLOOR_PATH))) return path.join(dir, FLOOR_PATH);
    if (dir === path.dirname(dir)) break;
  }
  throw new Error(
    `No ${FLOOR_PATH} found above ${root}: set PERF_FLOOR_DIR to the floor's built public/.`,
  );
}
const FLOOR = 'floor';

function parseArgs(argv: readonly string[]) {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt === -1 ? DEFAULT_RUNS : Number(argv[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1');
  const jsonAt = argv.indexOf('--json');
  const jsonDir = jsonAt === -1 ? undefined : argv[jsonAt + 1];
  if (jsonAt !== -1 && (!jsonDir || jsonDir.startsWith('--')))
    throw new Error('--json takes a directory');
  const only = argv.filter(
    (arg, i) => arg.startsWith('/') && argv[i - 1] !== '--runs' && argv[i - 1] !== '--json',
  );
  const routes = only.length ? only : sitePaths(loadContent('trainers').map((t) => t.id));
  return { runs, routes, jsonDir: jsonDir && path.resolve(jsonDir) };
}

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

/** Whether the built page says `<meta name="robots" content="noindex...">`. */
function isNoindex(route: string): boolean {
  const file = path.join(publicDir, route, 'index.html');
  if (!fs.existsSync(file)) return false;
  const metas: Node[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === 'meta') metas.push(node);
    node.childNodes?.forEach(walk);
  };
  walk(parse(fs.readFileSync(file, 'utf8')) as unknown as Node);
  const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
  return metas.some(
    (m) => attr(m, 'name') === 'robots' && /noindex/.test(attr(m, 'content') ?? ''),
  );
}

async function listen(
  dir: string,
  notFoundPage?: string,
): Promise<{ base: string; close: () => void }> {
  const server = createSiteServer({ publicDir: dir, notFoundPage });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    base: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

const pad = (cells: readonly string[], widths: readonly number[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join('  ');

/** A figure not every run has (cpu TBT, responds) and its ratio to the floor's: blank without. */
const optionalCells = (
  value: number | undefined,
  floorValue: number | undefined,
  withRatio: boolean,
) => [
  value === undefined ? '' : String(Math.round(value)),
  withRatio && value !== undefined && floorValue !== undefined
    ? formatRatio(value, floorValue)
    : '',
];

function printTable(floor: Row, rows: readonly Row[]) {
  const header = [
    'route',
    'perf',
    'a11y',
    'b.pr.',
    'SEO',
    'TBT ms',
    'x',
    'cpu TBT',
    'x',
    'LCP ms',
    'x',
    'CLS',
    'KiB',
    'x',
    'resp. ms',
    'x',
  ];
  const line = (r: Row, withRatio: boolean) => [
    r.route,
    r.performance.toFixed(2),
    r.accessibility.toFixed(2),
    r.bestPractices.toFixed(2),
    r.seo.toFixed(2),
    String(Math.round(r.tbtMs)),
    withRatio ? formatRatio(r.tbtMs, floor.tbtMs) : '',
    ...optionalCells(r.cpuTbtMs, floor.cpuTbtMs, withRatio),
    String(Math.round(r.lcpMs)),
    withRatio ? formatRatio(r.lcpMs, floor.lcpMs) : '',
    r.cls.toFixed(3),
    String(Math.round(r.bytes / 1024)),
    withRatio ? formatRatio(r.bytes, floor.bytes) : '',
    ...optionalCells(r.respondsMs, floor.respondsMs, withRatio),
  ];
  const body = [line(floor, false), ...rows.map((r) => line(r, true))];
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  console.log(pad(header, widths));
  for (const cells of body) console.log(pad(cells, widths));
}

function printBuildTimes() {
  const times = readBuildTimes();
  for (const kind of ['cold', 'warm'] as const) {
    const last = times.filter((t) => t.kind === kind).at(-1);
    console.log(
      last
        ? `${kind} build: ${last.seconds} s (${last.at}, load ${last.loadAtStart} on ${last.cores} cores)`
        : `${kind} build: not recorded yet (${kind === 'cold' ? '`npm run clean && npm run build`' : 'run `npm run build` twice'})`,
    );
  }
}

async function main() {
  const { runs, routes, jsonDir } = parseArgs(process.argv.slice(2));
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const site = await listen(publicDir);
  // The floor has no 404 page of its own; Lighthouse never asks it for one.
  const floorSite = await listen(findFloor(), 'Not found');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  const measured = new Map<string, Row[]>();
  const skipped = new Set<string>();
  const cpuErrors = new Set<string>();
  try {
    for (let round = 1; round <= runs; round++) {
      for (const route of [FLOOR, ...routes]) {
        const url = route === FLOOR ? `${floorSite.base}/` : `${site.base}${route}`;
        const skip = route !== FLOOR && isNoindex(route) ? SKIPPED_AUDITS.noindex.audits : [];
        if (skip.length) skipped.add(route);
        const run = await measure(lighthouse, chrome.port, url, skip);
        const { lhr } = run;
        measured.set(route, [...(measured.get(route) ?? []), toRow(route, run)]);
        if (jsonDir) {
          const name = route === FLOOR ? FLOOR : route.replace(/^\/|\/$/g, '').replace(/\//g, '_');
          const file = path.join(jsonDir, `${name || 'home'}-${round}.json`);
          fs.writeFileSync(file, JSON.stringify(lhr));
        }
        const failing = failingAudits(lhr);
        console.error(
          `round ${round}/${runs} ${route}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}`,
        );
        if (run.cpuTbtError) {
          cpuErrors.add(`${route}: ${run.cpuTbtError}`);
          console.error(`  no cpu TBT for ${route}: ${run.cpuTbtError}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  // When each page responds: cold loads in rounds that each start with the floor, as above.
  const responds = new Map<string, number[]>();
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    for (let round = 1; round <= RESPONDS_RUNS; round++) {
      for (const route of [FLOOR, ...routes]) {
        const url = route === FLOOR ? `${floorSite.base}/` : `${site.base}${route}`;
        const { ms } = await respondsOnce(browser, url);
        responds.set(route, [...(responds.get(route) ?? []), ms]);
      }
      console.error(`responds: round ${round}/${RESPONDS_RUNS}`);
    }
  } finally {
    await browser.close();
    site.close();
    floorSite.close();
  }

  const rowOf = (route: string): Row => ({
    ...medianRow(measured.get(route)!),
    respondsMs: median(responds.get(route)!),
  });
  const floor = rowOf(FLOOR);
  const rows = routes.map(rowOf);
  console.log(
    `\nMobile Lighthouse (simulated slow 4G, 4x CPU slowdown), median of ${runs}; x = ratio to the floor`,
  );
  console.log(
    `cpu TBT = the same runs' blocking time from the main thread's CPU time, not wall time (tools/bench/cpu-blocking.ts): what the page blocks without this machine's scheduler; shown, not a target`,
  );
  console.log(
    `resp. = when the first control reacts (React's props on it), ${PHONE_VIEWPORT.width} px, slow 4G and ${CPU_SLOWDOWN}x CPU emulated, median of ${RESPONDS_RUNS} cold loads\n`,
  );
  printTable(floor, rows);
  console.log(
    `\nSkipped audits: "${SKIPPED_AUDITS.noindex.audits.join('", "')}" on ${SKIPPED_AUDITS.noindex.why}`,
  );
  console.log(`  (${skipped.size ? [...skipped].join(' ') : 'no route measured is noindex'})`);
  const unreachable = rows.filter((row) => row.unreachableHosts?.length);
  console.log(
    unreachable.length
      ? `Skipped: best practices' "errors-in-console" where its only errors are third-party hosts this machine cannot reach: ${unreachable.map((row) => `${row.route} (${row.unreachableHosts!.join(', ')})`).join(', ')}`
      : 'No route logged an error for a third-party host it could not reach.',
  );
  const floorTbt = measured.get(FLOOR)!.map((run) => Math.round(run.tbtMs));
  console.log(
    `The floor's TBT in its ${floorTbt.length} runs: ${floorTbt.join(', ')} ms (the TBT ratios divide by their median).`,
  );
  const floorCpu = measured.get(FLOOR)!.map((run) => Math.round(run.cpuTbtMs ?? NaN));
  console.log(`The floor's cpu TBT in the same runs: ${floorCpu.join(', ')} ms.`);
  for (const error of cpuErrors) console.log(`No cpu TBT (left blank): ${error}`);
  const floorResponds = responds.get(FLOOR)!.map(Math.round);
  console.log(
    `The floor responds at ${floorResponds.join(', ')} ms in its ${floorResponds.length} loads.\n`,
  );
  for (const v of verdicts(floor, rows)) {
    console.log(`${v.met ? 'met    ' : 'NOT MET'}  ${v.target}${v.met ? '' : `: ${v.detail}`}`);
  }
  console.log('');
  printBuildTimes();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
