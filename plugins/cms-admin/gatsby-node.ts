// gatsby-node of plugins/cms-admin: /admin/, written by onPostBuild and served by
// onCreateDevServer during `npm start`.
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { cmsConfig, cmsConfigYaml, REPO_PLACEHOLDER } from './config';
import { adminPageHtml } from './page';
import { buildAdminScript } from './preview/bundle';
import { writeLiveStatus } from './live-status';
import { CONTENT_DIR, loadContent, readSchemas } from '../../content-library';

let warned = false;

/** The repository, branch and CMS host from the deploy's environment (plugins/cms-admin/README.md). */
function adminFiles(reporter: Reporter) {
  const site = loadContent('site');
  const settings = {
    repo: process.env.CMS_GITHUB_REPO ?? REPO_PLACEHOLDER,
    branch: process.env.CMS_GITHUB_BRANCH ?? 'main',
    siteUrl: site.siteUrl,
    siteName: site.name,
    cmsUrl: process.env.CMS_URL || undefined,
  };
  if (settings.repo === REPO_PLACEHOLDER && !warned) {
    warned = true;
    reporter.warn('cms-admin: set CMS_GITHUB_REPO (owner/name) so /admin/ edits the repository');
  }
  const config = cmsConfig(readSchemas(path.join(CONTENT_DIR, 'schema')), settings);
  return {
    'index.html': adminPageHtml(site.name),
    'config.yml': cmsConfigYaml(config),
    contentFiles: config.collections.reduce((n, c) => n + ('files' in c ? c.files.length : 1), 0),
  };
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  // The site's root, where Gatsby runs, as the other plugins take it.
  const root = process.cwd();
  const publicDir = path.join(root, 'public');
  const adminDir = path.join(publicDir, 'admin');
  try {
    const files = adminFiles(reporter);
    // The site's stylesheet, as the visitors' pages link it, for the preview's frame.
    const stylesheets = fs
      .readdirSync(publicDir)
      .filter((name) => name.endsWith('.css'))
      .map((name) => `/${name}`);
    await buildAdminScript(root, adminDir, stylesheets);
    fs.writeFileSync(path.join(adminDir, 'config.yml'), files['config.yml']);
    fs.writeFileSync(path.join(adminDir, 'index.html'), files['index.html']);
    writeLiveStatus(root, adminDir, loadContent('site').location.timeZone);
    reporter.info(
      `cms-admin: /admin/ written, its config editing ${files.contentFiles} files and folders`,
    );
  } catch (error) {
    reporter.panicOnBuild('cms-admin: could not write /admin/', error as Error);
  }
};

/** What the CMS's routes use of the development server's Express app (Gatsby types it `any`). */
type DevApp = {
  get(
    path: string,
    handler: (
      req: { path: string },
      res: { type(t: string): { send(body: string): void }; sendFile(file: string): void },
    ) => void,
  ): void;
};

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async ({ app, reporter }) => {
  const root = process.cwd();
  // Page and configuration per request, so a schema edit shows on the next load; the script once,
  // without the stylesheet, which the development server injects rather than writes.
  const files = () => adminFiles(reporter);
  const scriptDir = path.join(root, '.cache', 'cms-admin');
  await buildAdminScript(root, scriptDir, []);
  const devApp = app as DevApp;
  devApp.get('/admin/', (_req, res) => res.type('html').send(files()['index.html']));
  devApp.get('/admin/config.yml', (_req, res) => res.type('yaml').send(files()['config.yml']));
  // The script and the live line's files; with no live.json here, the line says it cannot tell.
  devApp.get('/admin/*', (req, res) => {
    const file = path.join(scriptDir, req.path.slice('/admin/'.length));
    if (file.startsWith(scriptDir + path.sep)) res.sendFile(file);
  });
  reporter.info('cms-admin: /admin/ edits this working tree ("Work with Local Repository")');
};
