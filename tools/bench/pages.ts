// The bench's page measurements: mobile Lighthouse, cpu TBT and "responds" per route beside the
// bare-Gatsby floor (and a baseline commit's build), in rounds that each start with the floor.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, CHROME_PATH } from '../chromium';
import { createSiteServer } from '../serve';
import { readBuildTimes } from '../build';
import { sitePaths } from '../../contracts/routes';
import { loadContent } from '../../content-library';
import { cpuBlockingMs } from './cpu-blocking';
import { CPU_SLOWDOWN, PHONE_VIEWPORT, respondsOnce } from './responds';
import { figures, medianRow, type Lhr, type Row } from './targets';

const root = path.resolve(__dirname, '..', '..');
const FLOOR_PATH = path.join('shared', 'perf-floor', 'public');
// Lighthouse's default (mobile) config; a host this offline machine cannot resolve is no fault of
// the page, so best practices' console audit leaves those loads out, beside its own default.
const CONFIG = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
  audits: [
    {
      path: 'errors-in-console',
      options: { ignoredPatterns: ['ERR_BLOCKED_BY_CLIENT.Inspector', 'ERR_NAME_NOT_RESOLVED'] },
    },
  ],
};

/** PERF_FLOOR_DIR, else the nearest shared/perf-floor/public beside this clone or above it. */
function findFloor(): string {
  if (process.env.PERF_FLOOR_DIR) return path.resolve(process.env.PERF_FLOOR_DIR);
  for (let dir = path.dirname(root); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, FLOOR_PATH))) return path.join(dir, FLOOR_PATH);
  }
  throw new Error(`No ${FLOOR_PATH} above ${root}: set PERF_FLOOR_DIR to the floor's public/.`);
}

/**
 * COMMIT's built public/ and its short name (--baseline): built once, with this clone's
 * node_modules, in a worktree in the temp folder named by the commit, which later runs reuse.
 */
function baselineBuild(commit: string): { publicDir: string; label: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`).trim();
  const dir = path.join(os.tmpdir(), `bench-baseline-${sha.slice(0, 12)}`);
  const publicDir = path.join(dir, 'public');
  const label = `@${sha.slice(0, 7)}`;
  if (fs.existsSync(path.join(publicDir, 'index.html'))) return { publicDir, label };
  if (!fs.existsSync(dir)) git('worktree', 'add', '--detach', dir, sha);
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  console.error(`building ${commit} (${sha.slice(0, 7)}) in ${dir}`);
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 2, 2] });
  return { publicDir, label };
}

async function serve(dir: string, notFoundPage?: string) {
  const server = createSiteServer({ publicDir: dir, notFoundPage });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return { dir, server, base: `http://localhost:${(server.address() as AddressInfo).port}` };
}

type Options = { runs?: string; json?: string; baseline?: string };

/** Every route's Lighthouse and responds figures, beside the floor's (and COMMIT's build). */
export async function measurePages(values: Options, positionals: string[]) {
  // With 3 rounds, one slow run in two moved a median.
  const runs = Number(values.runs ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number >= 1');
  const routes = positionals.length
    ? positionals
    : sitePaths(loadContent('trainers').map((t) => t.id));
  if (values.json) fs.mkdirSync(values.json, { recursive: true });
  const baseline = values.baseline === undefined ? undefined : baselineBuild(values.baseline);
  const floorDir = findFloor();
  // The floor has no 404 page of its own; nothing asks it for one.
  const sites = [await serve(floorDir, 'Not found'), await serve(path.join(root, 'public'))];
  if (baseline) sites.push(await serve(baseline.publicDir));
  const targets = [
    { name: 'floor', site: sites[0]!, route: '/' },
    ...routes.map((route) => ({ name: route, site: sites[1]!, route })),
    ...(baseline
      ? routes.map((route) => ({ name: `${route} ${baseline.label}`, site: sites[2]!, route }))
      : []),
  ].map(({ name, site, route }) => {
    const html = path.join(site.dir, route, 'index.html');
    // Pages marked noindex on purpose (as seo.tsx writes it) skip the audit of being crawlable.
    const noindex =
      fs.existsSync(html) &&
      /<meta name="robots" content="noindex/.test(fs.readFileSync(html, 'utf8'));
    return { name, url: `${site.base}${route}`, noindex };
  });

  const { default: lighthouse } = await import('lighthouse');
  const chromeFlags = ['--headless=new', ...CHROME_FLAGS];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  const measured = new Map<string, Row[]>(targets.map((t) => [t.name, []]));
  const cpuErrors: string[] = [];
  let lhr: Lhr | undefined;
  try {
    for (let round = 1; round <= runs; round++) {
      for (const { name, url, noindex } of targets) {
        const skipAudits = noindex ? ['is-crawlable'] : [];
        const result = await lighthouse(
          url,
          { port: chrome.port, logLevel: 'error', skipAudits },
          CONFIG,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        lhr = result.lhr;
        const file = `${name.replace(/^\/|\/$/g, '').replace(/[/ @]+/g, '_') || 'home'}-${round}.json`;
        if (values.json) fs.writeFileSync(path.join(values.json, file), JSON.stringify(lhr));
        let cpuTbtMs: number | undefined;
        try {
          cpuTbtMs = cpuBlockingMs(result.artifacts.Trace.traceEvents, CPU_SLOWDOWN);
        } catch (error) {
          cpuErrors.push(`${name}: ${(error as Error).message}`);
        }
        const respondsMs = await respondsOnce(browser, url);
        measured.get(name)!.push(figures(name, lhr, cpuTbtMs, respondsMs));
        const failing = Object.values(lhr.audits)
          .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
          .map((a) => `failing: ${a.id}`);
        console.error(`round ${round}/${runs} ${name}`, failing.join(', '));
      }
    }
  } finally {
    await browser.close();
    await chrome.kill();
    for (const { server } of sites) server.close();
  }

  const median = (name: string) => medianRow(measured.get(name)!);
  const times = readBuildTimes();
  return {
    lighthouseVersion: lhr!.lighthouseVersion,
    browser: lhr!.environment.hostUserAgent,
    floorDir,
    runs,
    notes: [
      `Mobile Lighthouse (simulated slow 4G, ${CPU_SLOWDOWN}x CPU), median of ${runs} rounds; x = ratio to the floor.`,
      "cpu TBT = the same runs' blocking time from the main thread's CPU time, not wall time (tools/bench/cpu-blocking.ts); shown, not a target.",
      `resp. = when the first control reacts (React's props on it), ${PHONE_VIEWPORT.width} px, slow 4G and ${CPU_SLOWDOWN}x CPU applied, one cold load a round.`,
      ...(baseline
        ? [`route ${baseline.label} = the route in that commit's build, in the same rounds.`]
        : []),
    ],
    floor: median('floor'),
    // The floor's own runs, to judge the spread its ratios divide by.
    floorRuns: measured.get('floor')!,
    rows: routes.map(median),
    ...(baseline && { baseline: routes.map((route) => median(`${route} ${baseline.label}`)) }),
    noindex: targets.filter((t) => t.noindex).map((t) => t.name),
    cpuErrors,
    builds: {
      cold: times.findLast((t) => t.kind === 'cold'),
      warm: times.findLast((t) => t.kind === 'warm'),
    },
  };
}
