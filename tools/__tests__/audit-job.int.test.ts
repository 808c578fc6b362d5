// ci.yml's audit of the development packages that run in the deploy job (the CDK): its step runs
// as written, against a stand-in for the registry's audit service that
// reports made-up advisories, on this repository's lockfile.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { WORKFLOWS_DIR } from '../lint-workflows';

type Step = { name?: string; run?: string };
const ci = parse(readFileSync(join(WORKFLOWS_DIR, 'ci.yml'), 'utf8')) as {
  jobs: { audit: { env: Record<string, string>; steps: Step[] } };
};
const audit = ci.jobs.audit;
const step = audit.steps.find((s) => s.run?.includes(':vuln('));
const root = join(__dirname, '..', '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version: string; dependencies?: Record<string, string> }>;
};
const version = (name: string) => lock.packages[`node_modules/${name}`]!.version;
// A package the CDK library depends on, which only the CDK library brings in.
const cdkDependency = '@aws-cdk/asset-awscli-v1';

type Advisory = { severity: string; title: string };
let dir: string;
let server: Server;
let advisories: Record<string, Advisory[]> = {};
const asked: string[] = [];

/** The registry's bulk advisory endpoint, answering from `advisories`. */
function startAuditService(): Promise<string> {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      const packages = JSON.parse(body.toString()) as Record<string, string[]>;
      asked.push(...Object.keys(packages));
      const answer = Object.fromEntries(
        Object.keys(packages)
          .filter((name) => advisories[name])
          .map((name) => [
            name,
            advisories[name]!.map((a, id) => ({
              id,
              url: `https://github.com/advisories/GHSA-test-${name}`,
              vulnerable_versions: '*',
              cwe: [],
              cvss: { score: 0, vectorString: null },
              ...a,
            })),
          ]),
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
    ),
  );
}

let registry: string;

/** The audit step's script, as GitHub runs it (bash -eo pipefail), with the job's env. */
function runStep(): Promise<{ status: number | null; stdout: string }> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)),
  );
  const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step!.run!], {
    cwd: dir,
    env: {
      ...env,
      ...audit.env,
      npm_config_registry: registry,
      npm_config_userconfig: join(dir, 'user-npmrc'),
      npm_config_update_notifier: 'false',
    },
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout })));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'audit-job-'));
  for (const file of ['package.json', 'package-lock.json']) {
    copyFileSync(join(root, file), join(dir, file));
  }
  writeFileSync(join(dir, 'user-npmrc'), '');
  registry = await startAuditService();
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  asked.length = 0;
});

// Each run is two npm processes reading a 2,000-package lockfile: seconds on a busy machine.
const RUN_LIMIT = 60_000;

describe('the audit of what the deploy job runs', () => {
  it(
    'asks about the CDK and what it depends on, not the other dev tools',
    async () => {
      advisories = {};
      const { status } = await runStep();
      expect(status).toBe(0);
      expect(asked).toEqual(
        expect.arrayContaining([cdkDependency, 'aws-cdk', 'aws-cdk-lib', 'cdk-nag']),
      );
      expect(asked).not.toContain('jest');
      expect(asked).not.toContain('lighthouse');
    },
    RUN_LIMIT,
  );

  it(
    'fails on a high advisory for a package the CDK library brings in, and names it',
    async () => {
      advisories = { [cdkDependency]: [{ severity: 'high', title: 'Made up' }] };
      const { status, stdout } = await runStep();
      expect(status).toBe(1);
      expect(stdout).toContain(`${cdkDependency}@${version(cdkDependency)}`);
      expect(stdout).toContain(`GHSA-test-${cdkDependency}`);
    },
    RUN_LIMIT,
  );

  it(
    'fails on a critical advisory for the CDK CLI itself',
    async () => {
      advisories = { 'aws-cdk': [{ severity: 'critical', title: 'Made up' }] };
      const { status, stdout } = await runStep();
      expect(status).toBe(1);
      expect(stdout).toContain(`aws-cdk@${version('aws-cdk')}`);
    },
    RUN_LIMIT,
  );

  it(
    'passes a moderate advisory, as npm audit --audit-level=high does',
    async () => {
      advisories = { 'aws-cdk': [{ severity: 'moderate', title: 'Made up' }] };
      expect((await runStep()).status).toBe(0);
    },
    RUN_LIMIT,
  );
});
