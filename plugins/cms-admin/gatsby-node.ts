// gatsby-node of plugins/cms-admin: onPostBuild writes the editors' CMS page, public/admin/
// (index.html, config.yml generated from content/schema/, and the CMS script copied from its
// pinned npm package, so nothing loads from a CDN).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { parse } from 'yaml';
import { cmsConfig, cmsConfigYaml, REPO_PLACEHOLDER } from './config';
import { adminPageHtml, CMS_SCRIPT } from './page';
import { readSchemas } from './schema';

/** The plugin's options; each falls back to an environment variable, then to a default. */
type CmsAdminOptions = PluginOptions & {
  /** `owner/name` on GitHub (CMS_GITHUB_REPO). */
  repo?: string;
  /** The branch the CMS reads and commits to (CMS_GITHUB_BRANCH), `main` by default. */
  branch?: string;
};

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    repo: Joi.string()
      .pattern(/^[\w.-]+\/[\w.-]+$/)
      .description('owner/name of the GitHub repository; default: CMS_GITHUB_REPO'),
    branch: Joi.string().description('The branch to edit; default: CMS_GITHUB_BRANCH or main'),
  });

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter, store }, options) => {
  const { repo, branch } = options as CmsAdminOptions;
  const root = (store.getState() as { program: { directory: string } }).program.directory;
  const contentDir = path.join(root, 'content');
  const adminDir = path.join(root, 'public', 'admin');
  try {
    const site = parse(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as {
      siteUrl: string;
      name: string;
    };
    const settings = {
      repo: repo ?? process.env.CMS_GITHUB_REPO ?? REPO_PLACEHOLDER,
      branch: branch ?? process.env.CMS_GITHUB_BRANCH ?? 'main',
      siteUrl: site.siteUrl,
      siteName: site.name,
    };
    if (settings.repo === REPO_PLACEHOLDER) {
      reporter.warn('cms-admin: set CMS_GITHUB_REPO (owner/name) so /admin/ edits the repository');
    }
    const config = cmsConfig(readSchemas(path.join(contentDir, 'schema')), settings);
    fs.mkdirSync(adminDir, { recursive: true });
    fs.writeFileSync(path.join(adminDir, 'config.yml'), cmsConfigYaml(config));
    fs.writeFileSync(path.join(adminDir, 'index.html'), adminPageHtml(site.name));
    // The package exports only its npm entry (npm/index.js); the browser bundle sits beside it.
    // (createRequire from the site: Gatsby's compiler of gatsby-node files drops require.resolve.)
    const fromSite = createRequire(path.join(root, 'package.json'));
    const packageDir = path.dirname(path.dirname(fromSite.resolve('@sveltia/cms')));
    fs.copyFileSync(path.join(packageDir, 'dist', CMS_SCRIPT), path.join(adminDir, CMS_SCRIPT));
    const files = config.collections.reduce((n, c) => n + c.files.length, 0);
    reporter.info(`cms-admin: /admin/ written, its config editing ${files} content files`);
  } catch (error) {
    reporter.panicOnBuild('cms-admin: could not write /admin/', error as Error);
  }
};
