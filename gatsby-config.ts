// gatsby-config: content sources and plugins, and the form API during `npm start`.
import type { GatsbyConfig } from 'gatsby';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeTypeName } from './scripts/content/graphql-types';
import { CONTENT_DIR } from './scripts/content/load';
import { createLocalApi, type LocalApi } from './lambda/local/local-api';
import { sesPortFromEnv, startSesEmulator } from './lambda/local/ses-emulator';

// Bootstrap's Sass still uses @import and global functions; these warnings are Bootstrap's, not ours.
const silenceDeprecations = [
  'import',
  'global-builtin',
  'color-functions',
  'if-function',
  'legacy-js-api',
];

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

// `npm start` answers /api/* with the deployed form handlers, in process, on the same origin,
// sending mail to the local SES emulator (mailbox on http://localhost:8005), like `npm run serve`.
let localApi: Promise<LocalApi> | undefined;
function developMiddleware(app: { use(middleware: Middleware): void }) {
  if (!localApi) {
    const port = sesPortFromEnv(process.env.SES_PORT);
    localApi = startSesEmulator({ port })
      .then(
        (ses) => {
          console.log(`Mail sent by the forms: ${ses.mailbox} (local SES emulator)`);
          return ses.endpoint;
        },
        (error: unknown) => {
          console.error('Could not start the local SES emulator:', error);
          return `http://127.0.0.1:${port}`;
        },
      )
      .then((sesEndpoint) => createLocalApi({ sesEndpoint }));
  }
  const ready = localApi;
  // Not app.use('/api', ...): Express would strip the mount path from req.url.
  app.use((req, res, next) => {
    if (!req.url?.startsWith('/api/')) return next();
    ready
      .then((api) => api(req, res))
      .catch((error: unknown) => {
        console.error(`API handler failed for ${req.method} ${req.url}:`, error);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'application/json');
          res.end('{"sent":false}');
        } else res.destroy();
      });
  });
}

const config: GatsbyConfig = {
  developMiddleware,
  // /classes/ rather than /classes: matches the S3 layout (classes/index.html) and the edge rewrite.
  trailingSlash: 'always',
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    // `npm run typecheck` runs after `npm run build`, so the build must write the types too.
    generateOnBuild: true,
  },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: CONTENT_DIR, ignore: ['**/schema/**'] },
    },
    {
      resolve: 'gatsby-transformer-yaml',
      // One GraphQL type per file (site.yaml -> SiteYaml), whether it holds a list or one record;
      // by default a one-record file would be typed after its folder (ContentYaml).
      options: {
        typeName: ({ node }: { node: { name: string } }) => nodeTypeName(node.name),
      },
    },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: {
          formats: ['auto', 'avif', 'webp'],
          placeholder: 'dominantColor',
          quality: 70,
          breakpoints: [360, 540, 750, 1080, 1440],
        },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sass',
      // charset: false: no byte-order mark, which would break the first rule of the CSS Gatsby inlines.
      options: { sassOptions: { quietDeps: true, silenceDeprecations, charset: false } },
    },
  ],
};

export default config;
