// gatsby-node: the site's pages (each with its content path, and its /old/ variant), the trainer
// pages, and the constants the bundles read. Content and its types are plugins/content-source's.
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { loadContent, readSiteConfig } from './content-library';
import { clubZoneOffsets } from './contracts/hours/build';
import {
  contentPathOf,
  hasOldVariant,
  oldPathOf,
  pageAt,
  ROUTES,
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

/** The one way pages are made: the current page and its /old/ variant, if any. */
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
  // The contact page's query asks for the FAQ's popular questions only, not all of them.
  const popularFaq =
    pagePath === ROUTES.contact ? loadContent('page-text').contact.faq.popular : undefined;
  createPageVariants(actions, { ...page, context: { pagePath, popularFaq } });
};

// Define the trainer pages: the query reads only ids, the template the rest.
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // gatsby-transformer-yaml renames the YAML's own id to yamlId.
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
      }),
    ],
    // No source maps: nobody reads them on a static site, and they were much of the build's time.
    ...(stage === 'build-javascript' ? { devtool: false } : {}),
  });
};
