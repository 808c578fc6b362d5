// `npm run build:publish`: the publish (cli.ts) as one file, the AWS SDK inside, that plain `node`
// runs in the content lane's credentialed job, which installs none of the project's packages.
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';

/** Where the build writes it, beside the gate's bundle. */
export const PUBLISH_BUNDLE = join('infra', 'cdk.out', 'pipeline', 'publish.cjs');

export const PUBLISH_BUILD: BuildOptions = {
  entryPoints: [join(__dirname, 'cli.ts')],
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  legalComments: 'none',
  minify: true,
};

if (require.main === module) {
  const outfile = process.argv[2] ?? join(__dirname, '..', '..', '..', PUBLISH_BUNDLE);
  build({ ...PUBLISH_BUILD, outfile }).then(
    () => console.log(`Wrote ${outfile}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
