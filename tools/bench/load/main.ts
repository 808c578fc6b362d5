// `npm run bench:load`: the load run alone (./run.ts), its report printed and written to
// bench-results/<start time>/ like the rest of the bench's. `npm run bench` runs it too, in its
// own report. Exits 1 if a real lead was lost or a bot's post was mailed on its own.
import os from 'node:os';
import path from 'node:path';
import { machineFacts, machineLine, writeReport } from '../report';
import { loadMarkdown, loadReport } from './report';
import { LOAD_SETTINGS, runLoad } from './run';

async function main() {
  const startedAt = new Date().toISOString();
  const machine = machineFacts();
  const load = loadReport(LOAD_SETTINGS, await runLoad(LOAD_SETTINGS, console.error));
  const finishedAt = new Date().toISOString();
  const report = {
    startedAt,
    finishedAt,
    machine: { ...machine, loadAtEnd: Math.round(os.loadavg()[0]! * 100) / 100 },
    load,
  };
  const markdown = [
    `# Load run, ${startedAt}`,
    '',
    `${machineLine(report.machine)} Other work on it slows the run alike.`,
    '',
    loadMarkdown(load),
  ].join('\n');
  console.log(`\n${markdown}`);
  const root = path.resolve(__dirname, '..', '..', '..');
  const folder = writeReport(path.join(root, 'bench-results'), report, markdown);
  console.log(`Written: ${path.relative(root, folder)}/report.md and report.json`);
  const { senders } = load;
  const botMailed = senders['curl bot'].mailedOneByOne + senders['forging bot'].mailedOneByOne;
  const realLost = load.final.lost + senders['no-script visitor'].lost;
  process.exit(realLost === 0 && botMailed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
