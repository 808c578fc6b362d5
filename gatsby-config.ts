// gatsby-config: content sources and plugins (the local ones in plugins/), and where `npm start`
// sends the forms' /api/*.
import http from 'node:http';
import type { GatsbyConfig } from 'gatsby';
import { CONTENT_DIR, isNotRegular, readSiteConfig } from './content-library';
import { nodeTypeName } from './plugins/content-source';
import { purgeCss } from './plugins/post-build-html';
import { isApiPath } from './contracts/paths';

// Bootstrap's Sass still uses @import and global functions; these warnings are Bootstrap's, not ours.
const silenceDeprecations = [
  'import',
  'global-builtin',
  'color-functions',
  'if-function',
  'legacy-js-api',
];

type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

// `npm start` runs the form handlers on local stand-ins at LOCAL_API_URL; the development server
// hands them /api/* as it came (Gatsby's `proxy` answers 500 for a handler's 400).
function developMiddleware(app: { use(middleware: Middleware): void }) {
  const api = process.env.LOCAL_API_URL;
  if (!api) return;
  app.use((req, res, next) => {
    if (!isApiPath(req.url ?? '')) return next();
    const { method, headers } = req;
    const forward = http.request(new URL(req.url!, api), { method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
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
      // A link is never followed (the content check refuses it before the build reads a file).
      options: { name: 'content', path: CONTENT_DIR, ignore: ['**/schema/**', isNotRegular] },
    },
    {
      resolve: 'gatsby-transformer-yaml',
      // One GraphQL type per file (site.yaml -> SiteYaml), not after its folder (ContentYaml); an
      // entry of a folder (trainers/1.yaml) is typed after its folder (TrainersYaml).
      options: {
        typeName: ({ node }: { node: { name: string; relativeDirectory: string } }) =>
          nodeTypeName(node.relativeDirectory || node.name),
      },
    },
    // Local plugins (plugins/<name>/, each with a README), after the plugins that make the nodes.
    'content-source',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        // No AVIF: for these photos at quality 70 it is no smaller than WebP and takes ~30 times
        // as long to encode, which was most of the build. The JPEG is the fallback <img>.
        defaults: {
          formats: ['auto', 'webp'],
          placeholder: 'none',
          quality: 70,
          breakpoints: [360, 540, 750, 1080, 1440],
        },
      },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sass',
      // charset: false: no byte-order mark, which would break the first rule of the CSS Gatsby inlines.
      options: {
        sassOptions: { quietDeps: true, silenceDeprecations, charset: false },
        postCssPlugins: [purgeCss()],
      },
    },
    // After every plugin that builds pages, so its rewrites of public/ come last for them.
    {
      resolve: 'post-build-html',
      options: {
        analytics: readSiteConfig().analyticsId !== '',
        siteUrl: readSiteConfig().siteUrl,
      },
    },
    // After post-build-html: /admin/ is no Gatsby page, and its policy is its own (edge/).
    'cms-admin',
  ],
};

export default config;
