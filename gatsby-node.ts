// gatsby-node: the site's own pages (each page's context, its /old/ variant, the trainer pages),
// the bundles' constants (the pages' early script among them), and sitemap.xml / robots.txt.
// The content (loading, validation) is content-library's, its GraphQL types and calendar
// plugins/content-source's; the rewrites of
// the built HTML (CSS, loader, CSP) are plugins/post-build-html's.
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readSiteConfig } from './content-library';
import { buildRobotsTxt, buildSitemapXml, inlineScriptSource } from './plugins/post-build-html';
import { clubZoneOffsets } from './contracts/hours/build';
import {
  contentPathOf,
  hasOldVariant,
  oldPathOf,
  pageAt,
  PAGES,
  trainerPath,
  type PageContext,
  type TrainerPageContext,
} from './contracts/routes';

const pagesDir = path.resolve('./src/pages');
const trainerTemplate = path.resolve('./src/templates/trainer.tsx');

type Actions = Parameters<NonNullable<GatsbyNode['createPages']>>[0]['actions'];
type PageToCreate = Parameters<Actions['createPage']>[0] & {
  context: Omit<PageContext, 'old'> & Record<string, unknown>;
};

/** The one way pages are made: the current page and, if it has one, its /old/ variant. */
function createPageVariants(actions: Actions, page: PageToCreate) {
  for (const old of hasOldVariant(page.context.pagePath) ? [false, true] : [false]) {
    const context = { ...page.context, old } satisfies PageContext;
    actions.createPage({ ...page, path: old ? oldPathOf(page.path) : page.path, context });
  }
}

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, reporter }) => {
  // A file page looks its text up by the path in its context. Pages made here already have one.
  if (!page.component.startsWith(pagesDir) || 'pagePath' in (page.context ?? {})) return;
  const pagePath = contentPathOf(page.path);
  // The registry decides its variants, sitemap entry and content lane: a page it lacks has none.
  if (!pageAt(pagePath)) {
    reporter.panicOnBuild(
      `${path.relative('.', page.component)} makes ${pagePath}, which contracts/routes.ts's PAGES lacks`,
    );
    return;
  }
  actions.deletePage(page);
  createPageVariants(actions, { ...page, context: { pagePath } });
};

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // A trainer's node id, and its own id from the YAML (which gatsby-transformer-yaml renames).
  type TrainerNode = { id: string; yamlId: string };
  const result = await graphql<{ allTrainersYaml: { nodes: TrainerNode[] } }>(`
    query TrainerIds {
      allTrainersYaml {
        nodes {
          id
          yamlId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load the trainers from content/trainers/', result.errors);
    return;
  }
  for (const { id, yamlId } of result.data.allTrainersYaml.nodes) {
    const pagePath = trainerPath(yamlId);
    createPageVariants(actions, {
      path: pagePath,
      component: trainerTemplate,
      context: { id, pagePath } satisfies Omit<TrainerPageContext, 'old'>,
    });
  }
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  plugins,
  stage,
}) => {
  const { analyticsId, recaptchaSiteKey, language, timeZone } = readSiteConfig();
  const zoneOffsets = clubZoneOffsets(timeZone);
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_CONFIG__: JSON.stringify({ analyticsId, recaptchaSiteKey, language, zoneOffsets }),
        // The script gatsby-ssr puts in every page's <head> (src/early/page-script.ts).
        // Only the server render reads it; the CSP step hashes it with the page's others.
        __EARLY_TAPS_SCRIPT__: JSON.stringify(inlineScriptSource('src/early/page-script.ts')),
      }),
    ],
    // No source maps in the production bundles: nobody reads them on a static site, and they
    // were a good part of the JavaScript build's time (a cold build stays within 90 s).
    ...(stage === 'build-javascript' ? { devtool: false } : {}),
  });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<{ allSitePage: { nodes: { path: string }[] } }>(`
    query SitemapPages {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not list the pages for sitemap.xml', result.errors);
    return;
  }
  const paths = result.data.allSitePage.nodes.map((n) => n.path);
  const unbuilt = Object.values(PAGES).filter((page) => !paths.includes(page.path));
  if (unbuilt.length > 0) {
    reporter.panicOnBuild(
      `contracts/routes.ts's PAGES lists pages no file in src/pages/ makes: ${unbuilt.map((p) => p.path).join(', ')}`,
    );
    return;
  }
  const { siteUrl } = readSiteConfig();
  fs.writeFileSync(path.resolve('public/sitemap.xml'), buildSitemapXml(siteUrl, paths));
  fs.writeFileSync(path.resolve('public/robots.txt'), buildRobotsTxt(siteUrl));
};
