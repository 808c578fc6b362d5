// The deploy job runs the gate with plain `node`, from the bundle the build job made: it must
// hold nothing but tools/pipeline's own code and the pipeline's contract (contracts/pipeline.ts,
// which imports nothing), so no package runs where the OIDC token is, and run without
// node_modules.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { GATE_BUILD } from '../bundle-gate';

const ROOT = join(__dirname, '..', '..', '..');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bcf-gate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the gate bundle', () => {
  it("holds only tools/pipeline's own files and its contract, and requires only Node's modules", async () => {
    // Act
    const outfile = join(dir, 'gate.cjs');
    const result = await build({ ...GATE_BUILD, outfile, metafile: true, write: true });

    // Assess
    const inputs = Object.keys(result.metafile.inputs).map((file) =>
      relative(ROOT, join(process.cwd(), file)),
    );
    expect(inputs.length).toBeGreaterThan(0);
    const ours = (file: string) =>
      file.startsWith('tools/pipeline/') || file === 'contracts/pipeline.ts';
    expect(inputs.filter((file) => !ours(file))).toEqual([]);
    const external = result.metafile.outputs[relative(process.cwd(), outfile)]!.imports.map(
      (i) => i.path,
    );
    expect(external.filter((path) => !path.startsWith('node:'))).toEqual([]);

    // It runs where there is no node_modules, and asks for what Actions gives it.
    const run = spawnSync(process.execPath, [outfile], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('GITHUB_SHA is not set');
  });
});
