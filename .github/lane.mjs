// The deploy workflow's decisions made before any file of the pushed commit runs: `node
// .github/lane.mjs lane|gate`, plain Node with no package, beside the workflow and as trusted as
// it (only maintainers may push .github/). It reads the push as git data and GitHub's records.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// As contracts/pipeline.ts says (a test holds them equal): this file imports nothing of the push.
const MAIN_BRANCH = 'main';
const DEPLOY_ENVIRONMENT = 'production';
const CONTENT_ENVIRONMENT = 'content';
const DEPLOY_WORKFLOW = '.github/workflows/deploy.yml';
/** Deployments looked at, newest first: far more than ever pile up between two real deploys. */
const RECENT = 30;

const env = process.env;
const git = (...args) => spawnSync('git', args, { encoding: 'utf8', maxBuffer: 1 << 28 });

/** Whether `a` is `b` or its ancestor; undefined when git does not know one of them. */
function isAncestor(a, b) {
  const { status } = git('merge-base', '--is-ancestor', a, b);
  return status === 0 ? true : status === 1 ? false : undefined;
}

async function api(path) {
  const base = `${env.GITHUB_API_URL || 'https://api.github.com'}/repos/${env.GITHUB_REPOSITORY}`;
  const response = await fetch(`${base}${path}`, {
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${env.GITHUB_TOKEN}`,
      'X-GitHub-Api-Version': '2022-11-28',
    },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The commits of recent deployments to `environment` that went through (success, or inactive). */
async function deployed(environment, creator) {
  const shas = [];
  for (const d of await api(`/deployments?environment=${environment}&per_page=${RECENT}`)) {
    if (creator && d.creator?.login !== creator) continue;
    const [status] = await api(`/deployments/${d.id}/statuses?per_page=1`);
    if (['success', 'inactive'].includes(status?.state) && !shas.includes(d.sha)) shas.push(d.sha);
  }
  return shas;
}

/**
 * Whether a run of the deploy workflow on main for `sha` has a reviewer's approval of production
 * in GitHub's review log: a deployment record alone proves nothing (an editor's token can make one).
 */
async function approvedRun(sha) {
  const workflow = DEPLOY_WORKFLOW.split('/').pop();
  const query = `head_sha=${sha}&branch=${MAIN_BRANCH}&per_page=10`;
  const { workflow_runs: runs } = await api(`/actions/workflows/${workflow}/runs?${query}`);
  const ours = (r) =>
    r.head_sha === sha && r.head_branch === MAIN_BRANCH && r.path === DEPLOY_WORKFLOW;
  const approves = (r) =>
    r.state === 'approved' && r.environments.some((e) => e.name === DEPLOY_ENVIRONMENT);
  for (const run of runs.filter(ours)) {
    if ((await api(`/actions/runs/${run.id}/approvals`)).some(approves)) return true;
  }
  return false;
}

/** The commit all others are ancestors of (by history, not by date); undefined if none is. */
function newest(shas) {
  const known = shas.filter((sha) => isAncestor(sha, sha) === true);
  if (known.length === 0) return undefined;
  // The commits none of the others reach: one, unless the histories part.
  const heads = git('merge-base', '--independent', ...known).stdout.trim();
  return heads && !heads.includes('\n') ? heads : undefined;
}

/** The newest approved commit, and the live one (it, or a content publish after it). */
async function liveState() {
  try {
    const approved = [];
    for (const sha of await deployed(DEPLOY_ENVIRONMENT))
      if (await approvedRun(sha)) approved.push(sha);
    const code = newest(approved);
    if (code === undefined) return {};
    const published = await deployed(CONTENT_ENVIRONMENT, 'github-actions[bot]');
    return {
      approved: code,
      live: newest([code, ...published.filter((s) => isAncestor(code, s))]),
    };
  } catch (error) {
    console.log(`The live commit is unknown: ${error.message}`);
    return {};
  }
}

/** The approved commit's own allowlist (contracts/editor-paths.ts), read as git data. */
async function editorPaths(approved) {
  const shown = git('show', `${approved}:contracts/editor-paths.ts`);
  if (shown.status !== 0) return () => false;
  const file = join(mkdtempSync(join(tmpdir(), 'editor-paths-')), 'editor-paths.ts');
  writeFileSync(file, shown.stdout);
  return (await import(pathToFileURL(file).href)).isEditorPath;
}

/** content when every path changed since the approved commit is an editor's; else full. */
async function lane(head) {
  const { approved, live } = env.GITHUB_EVENT_NAME === 'push' ? await liveState() : {};
  if (approved === undefined || !isAncestor(approved, head)) {
    console.log(`Full lane: no approved commit that ${head.slice(0, 7)} follows.`);
    return { lane: 'full', approved: approved ?? '', live: '', code: '[]' };
  }
  const diff = git('diff', '--name-only', '--no-renames', '-z', approved, head);
  if (diff.status !== 0) throw new Error(`git diff failed: ${diff.stderr}`);
  const isEditorPath = await editorPaths(approved);
  const code = diff.stdout.split('\0').filter((p) => p && !isEditorPath(p));
  console.log(`Since the approved ${approved.slice(0, 7)}, not content: ${JSON.stringify(code)}`);
  const result = code.length === 0 ? 'content' : 'full';
  return { lane: result, approved, live: live ?? approved, code: JSON.stringify(code) };
}

/** Whether this run deploys: not over a live commit that already holds it, but on a re-run. */
async function gate(head) {
  if (Number(env.GITHUB_RUN_ATTEMPT ?? '1') > 1) return { deploy: 'true' };
  const { live } = await liveState();
  const older = live !== undefined && isAncestor(head, live) === true;
  console.log(older ? `The live ${live.slice(0, 7)} holds ${head.slice(0, 7)}.` : 'Deploying.');
  return { deploy: String(!older) };
}

const commands = { lane, gate };
const name = process.argv[2] ?? '';
if (!Object.hasOwn(commands, name)) {
  console.error(`Usage: node .github/lane.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
// JSON and commit ids: no value holds a line break, so none can add an output.
const outputs = Object.entries(await commands[name](env.GITHUB_SHA)).map(([k, v]) => `${k}=${v}\n`);
if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, outputs.join(''));
else process.stdout.write(outputs.join(''));
