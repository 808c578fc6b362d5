// `npm run bench [-- --runs N] [--json DIR] [--baseline COMMIT] [/route/ ...]`: the pages'
// figures (./pages), then the load run (./load, alone with --load-only), in one report.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { machineFacts, machineLine, reportJson, reportMarkdown, writeReport } from './report';
import { loadFailed, loadMarkdown } from './load/report';
import { LOAD_SETTINGS, runLoad } from './load/run';
import { measurePages } from './pages';

const root = path.resolve(__dirname, '..', '..');

async function main() {
  const startedAt = new Date().toISOString();
  const machine = machineFacts();
  const { values, positionals } = parseArgs({
    options: {
      runs: { type: 'string' },
      json: { type: 'string' },
      baseline: { type: 'string' },
      'load-only': { type: 'boolean' },
    },
    allowPositionals: true,
  });
  const pages = values['load-only'] ? undefined : await measurePages(values, positionals);
  // After the browsers, so neither slows the other.
  const load = await runLoad(LOAD_SETTINGS, console.error);
  const run = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: { ...machine, loadAtEnd: Math.round(os.loadavg()[0]! * 100) / 100 },
    load,
  };
  const report = pages ? reportJson({ ...run, ...pages }) : run;
  const markdown =
    'verdicts' in report
      ? reportMarkdown(report)
      : `# Load run, ${startedAt}\n\n${machineLine(run.machine)}\n\n${loadMarkdown(load)}`;
  console.log(`\n${markdown}`);
  const folder = writeReport(path.join(root, 'bench-results'), report, markdown);
  console.log(`Written: ${path.relative(root, folder)}/report.md and report.json`);
  if (loadFailed(load)) process.exitCode = 1;
}

// A failure is Node's unhandled rejection: its stack printed, exit code 1.
void main();
