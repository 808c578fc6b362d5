// The committed deploy workflow (.github/workflows/deploy.yml), parsed, and the questions its
// tests ask of it: a job, what it waits for, its steps and their order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { WORKFLOWS_DIR } from '../lint-workflows';
export type Step = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
export type Job = {
  uses?: string;
  container?: string;
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  environment?: string | { name: string; url?: string };
  concurrency?: unknown;
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps?: Step[];
};
export type Workflow = {
  on: Record<string, { branches?: string[] } | null>;
  permissions?: Record<string, string>;
  concurrency?: unknown;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
};

export const read = (name: string) =>
  parse(readFileSync(join(WORKFLOWS_DIR, name), 'utf8')) as Workflow;
export const deploy = read('deploy.yml');
export const job = (id: string) => {
  const found = deploy.jobs[id];
  if (!found) throw new Error(`deploy.yml has no job ${id}`);
  return found;
};
export const needs = (id: string) => [job(id).needs ?? []].flat();
export const steps = (id: string) => job(id).steps ?? [];
/** The index of the first step whose run: script (or uses:) matches. */
export const stepAt = (id: string, pattern: RegExp) =>
  steps(id).findIndex((s) => pattern.test(s.run ?? s.uses ?? ''));
/** Step indices that exist and come one after the other, in the order given. */
export function expectInOrder(...at: number[]) {
  expect(at[0]).toBeGreaterThan(-1);
  for (let i = 1; i < at.length; i++) expect(at[i]).toBeGreaterThan(at[i - 1]!);
}
/** The jobs that `id` waits for, directly or not. */
export const upstream = (id: string): Set<string> =>
  new Set(needs(id).flatMap((n) => [n, ...upstream(n)]));
/** The index of the step that hands the cloud assembly over (upload-artifact). */
export const handOverAt = (id: string, name = 'assembly') =>
  steps(id).findIndex(
    (s) => String(s.uses).startsWith('actions/upload-artifact@') && s.with?.name === name,
  );
/** The jobs that hold the OIDC token, and so run no package of the project. */
export const CREDENTIALED = ['deploy', 'publish'];
/** Where the CDK app writes the assembly (infra/cdk.json's output, from the repository root). */
export const ASSEMBLY_DIR = 'infra/cdk.out';
