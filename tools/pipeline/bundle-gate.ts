// `npm run build:gate`: the gate (gate-command.ts) as one file that plain `node` runs, for the
// deploy job, which installs none of the project's packages (it holds the OIDC token). The build
// jobs write it beside the cloud assembly they hand over, after the synth.
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';

/** Where the deploy job finds it, inside the handed-over cloud assembly. */
export const GATE_BUNDLE = join('infra', 'cdk.out', 'pipeline', 'gate.cjs');

/**
 * The bundle's options: Node's own modules stay outside, everything else must be ours
 * (tools/pipeline and contracts/pipeline.ts).
 */
export const GATE_BUILD: BuildOptions = {
  entryPoints: [join(__dirname, 'gate-command.ts')],
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  legalComments: 'none',
};

if (require.main === module) {
  build({ ...GATE_BUILD, outfile: join(__dirname, '..', '..', GATE_BUNDLE) }).then(
    () => console.log(`Wrote ${GATE_BUNDLE}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
