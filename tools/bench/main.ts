// `npm run bench [-- --runs N] [--json DIR] [--baseline COMMIT] [/route/ ...]`: mobile Lighthouse
// and "responds" per route beside the bare-Gatsby floor (and COMMIT's build), in rounds that each
// start with the floor; then the load run (./load). Report: bench-results/<start>/ (report.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { parseArgs as parseCliArgs } from 'node:util';
import { CHROME_FLAGS, CHROME_PATH } from '../chromium';
import { createSiteServer } from '../serve';
import { readBuildTimes } from '../build';
import { baselineBuild } from './baseline';
import { sitePaths } from '../../contracts/routes';
import { loadContent } from '../../content-library';
import { failingAudits, measure, SKIPPED_AUDITS, toRow } from './measure';
import { CPU_SLOWDOWN, PHONE_VIEWPORT, respondsOnce } from './responds';
import { machineFacts, reportJson, reportMarkdown, writeReport } from './report';
import { loadReport } from './load/report';
import { LOAD_SETTINGS, runLoad } from './load/run';
import { median, medianRow, type Row } from './targets';

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

function parseArgs(args: string[]) {
  const { values, positionals } = parseCliArgs({
    args,
    options: { runs: { type: 'string' }, json: { type: 'string' }, baseline: { type: 'string' } },
    allowPositionals: true,
  });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1');
  const routes = positionals.length
    ? positionals
    : sitePaths(loadContent('trainers').map((t) => t.id));
  return {
    runs,
    routes,
    jsonDir: values.json && path.resolve(values.json),
    baseline: values.baseline,
  };
}

/** Whether the built page says `<meta name="robots" content="noindex...">`, as seo.tsx writes it. */
function isNoindex(dir: string, route: string): boolean {
  const file = path.join(dir, route, 'index.html');
  return (
    fs.existsSync(file) &&
    /<meta name="robots" content="noindex/.test(fs.readFileSync(file, 'utf8'))
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

async function main() {
  const startedAt = new Date().toISOString();
  const machine = machineFacts();
  const { runs, routes, jsonDir, baseline: commit } = parseArgs(process.argv.slice(2));
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
  const baseline = commit === undefined ? undefined : baselineBuild(commit);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const site = await listen(publicDir);
  // The floor has no 404 page of its own; Lighthouse never asks it for one.
  const floorDir = findFloor();
  const floorSite = await listen(floorDir, 'Not found');
  const baselineSite = baseline && (await listen(baseline.publicDir));
  // Each round measures the floor first, then today's routes, then the baseline's.
  type Target = { name: string; url: string; noindex: boolean };
  const targets: Target[] = [
    { name: FLOOR, url: `${floorSite.base}/`, noindex: false },
    ...routes.map((route) => ({
      name: route,
      url: `${site.base}${route}`,
      noindex: isNoindex(publicDir, route),
    })),
    ...(baseline && baselineSite
      ? routes.map((route) => ({
          name: `${route} ${baseline.label}`,
          url: `${baselineSite.base}${route}`,
          noindex: isNoindex(baseline.publicDir, route),
        }))
      : []),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  const measured = new Map<string, Row[]>();
  const skipped = new Set<string>();
  const cpuErrors = new Set<string>();
  let lighthouseVersion: string | undefined;
  let userAgent: string | undefined;
  try {
    for (let round = 1; round <= runs; round++) {
      for (const { name: route, url, noindex } of targets) {
        const skip = noindex ? SKIPPED_AUDITS.noindex.audits : [];
        if (skip.length) skipped.add(route);
        const run = await measure(lighthouse, chrome.port, url, skip);
        const { lhr } = run;
        lighthouseVersion ??= lhr.lighthouseVersion;
        userAgent ??= lhr.environment.hostUserAgent;
        measured.set(route, [...(measured.get(route) ?? []), toRow(route, run)]);
        if (jsonDir) {
          const name = route.replace(/^\/|\/$/g, '').replace(/[/ @]+/g, '_');
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
      for (const { name: route, url } of targets) {
        const { ms } = await respondsOnce(browser, url);
        responds.set(route, [...(responds.get(route) ?? []), ms]);
      }
      console.error(`responds: round ${round}/${RESPONDS_RUNS}`);
    }
  } finally {
    await browser.close();
    site.close();
    floorSite.close();
    baselineSite?.close();
  }

  // After the browsers, so neither slows the other.
  const load = loadReport(LOAD_SETTINGS, await runLoad(LOAD_SETTINGS, console.error));

  const rowOf = (route: string): Row => ({
    ...medianRow(measured.get(route)!),
    respondsMs: median(responds.get(route)!),
  });
  const floor = rowOf(FLOOR);
  const times = readBuildTimes();
  const report = reportJson({
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: { ...machine, loadAtEnd: Math.round(os.loadavg()[0]! * 100) / 100 },
    lighthouseVersion,
    browser: userAgent,
    floorDir,
    lighthouseRuns: runs,
    respondsRuns: RESPONDS_RUNS,
    notes: [
      `Mobile Lighthouse (simulated slow 4G, ${CPU_SLOWDOWN}x CPU slowdown), median of ${runs}; x = ratio to the floor.`,
      `cpu TBT = the same runs' blocking time from the main thread's CPU time, not wall time (tools/bench/cpu-blocking.ts): what the page blocks without this machine's scheduler; shown, not a target.`,
      ...(baseline
        ? [
            `route ${baseline.label} = the route in that commit's build, measured in the same rounds.`,
          ]
        : []),
      `resp. = when the first control reacts (React's props on it), ${PHONE_VIEWPORT.width} px, slow 4G and ${CPU_SLOWDOWN}x CPU applied, median of ${RESPONDS_RUNS} cold loads.`,
    ],
    floor,
    rows: routes.map(rowOf),
    ...(baseline ? { baseline: routes.map((route) => rowOf(`${route} ${baseline.label}`)) } : {}),
    floorRuns: {
      tbtMs: measured.get(FLOOR)!.map((run) => run.tbtMs),
      cpuTbtMs: measured.get(FLOOR)!.map((run) => run.cpuTbtMs ?? null),
      respondsMs: responds.get(FLOOR)!,
    },
    skippedAudits: {
      audits: SKIPPED_AUDITS.noindex.audits,
      why: SKIPPED_AUDITS.noindex.why,
      routes: [...skipped],
    },
    cpuErrors: [...cpuErrors],
    builds: {
      cold: times.filter((t) => t.kind === 'cold').at(-1),
      warm: times.filter((t) => t.kind === 'warm').at(-1),
    },
    load,
  });
  const markdown = reportMarkdown(report);
  console.log(`\n${markdown}`);
  const folder = writeReport(path.join(root, 'bench-results'), report, markdown);
  console.log(`Written: ${path.relative(root, folder)}/report.md and report.json`);
  if (load.final.lost > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
