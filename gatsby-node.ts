// gatsby-node: content validation, the GraphQL schema of the YAML content (from its JSON Schemas,
// with Markdown fields resolved to HTML), each page's context (its content path, and the /old/
// variants), the trainer pages, the bundles' constants (the pages' early script among them), the
// class calendar (classes/schedule.ics), and sitemap.xml / robots.txt / CSP meta tags after the
// build.
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { Trainers } from './scripts/content/content-types';
import { contentTypeDefs, MARKDOWN_EXTENSION } from './scripts/content/graphql-types';
import { CONTENT_DIR } from './scripts/content/load';
import { renderMarkdown } from './scripts/content/markdown';
import { svgDataUri } from './scripts/content/svg-data-uri';
import { writeScheduleCalendar } from './scripts/calendar/schedule-ics';
import { formatProblems, validateContent } from './scripts/content/validate';
import { readSiteConfig } from './scripts/content/site-config';
import { clubZoneOffsets } from './src/hours/zone-offsets-table';
import { buildRobotsTxt, buildSitemapXml } from './src/seo/sitemap';
import {
  contentPathOf,
  hasOldVariant,
  oldPathOf,
  trainerPath,
  type PageContext,
  type TrainerPageContext,
} from './src/routes';
import { addCspMeta } from './scripts/csp/add-csp-meta';
import { inlineScriptSource } from './scripts/inline-script';
import { purgePagesCss } from './scripts/css/page-css';
import { lowPriorityPhotosIn } from './scripts/html/image-priority';
import { bundlesAfterPaintIn } from './scripts/html/bundles-after-paint';

const pagesDir = path.resolve('./src/pages');
const trainerTemplate = path.resolve('./src/templates/trainer.tsx');

const CONTENT_ERROR = 'content_invalid';

function reportContentProblems(
  reporter: Parameters<NonNullable<GatsbyNode['onPreInit']>>[0]['reporter'],
  problems: ReturnType<typeof validateContent>,
  stop: boolean,
) {
  if (problems.length === 0) return;
  // A named error, so Gatsby prints its own id instead of "ERROR UNKNOWN".
  reporter.setErrorMap({
    [CONTENT_ERROR]: {
      text: (context: { message: string }) => context.message,
      level: 'ERROR',
      category: 'USER',
    },
  });
  const error = { id: CONTENT_ERROR, context: { message: formatProblems(problems) } };
  if (stop) reporter.panic(error);
  else reporter.panicOnBuild(error);
}

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  // Fail before anything else so an editor sees file, line, entry and field, not a GraphQL error.
  reportContentProblems(reporter, validateContent(CONTENT_DIR), true);
};

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, reporter }) => {
  // During `npm start`, re-check a YAML file each time an editor saves it.
  if (node.internal.type !== 'File' || !/\.ya?ml$/.test(String(node.base))) return;
  const problems = validateContent(CONTENT_DIR, process.cwd(), { only: String(node.base) });
  reportContentProblems(reporter, problems, false);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  // A Markdown field (or list of them) resolves to its HTML, made here at build time, so no
  // Markdown parser ships to the browser.
  actions.createFieldExtension({
    name: MARKDOWN_EXTENSION,
    extend: () => ({
      resolve: (
        source: Record<string, unknown>,
        _args: unknown,
        _context: unknown,
        info: { fieldName: string },
      ) => {
        const value = source[info.fieldName];
        if (typeof value === 'string') return renderMarkdown(value);
        return Array.isArray(value) ? value.map((text) => renderMarkdown(String(text))) : value;
      },
    }),
  });
  // Declared from content/schema/, not inferred from the data: a field left out of the YAML
  // then fails the build instead of quietly vanishing from the page.
  actions.createTypes(contentTypeDefs());
};

// A small SVG from content/ (the logo) can go in the page as a data: URI
// (scripts/content/svg-data-uri.ts); null for any other file.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    File: {
      svgDataUri: {
        type: 'String',
        resolve: (source: Parameters<typeof svgDataUri>[0]) => svgDataUri(source),
      },
    },
  });
};

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ reporter }) => {
  // Before the pages, and in `npm start` too, which serves public/ as it is.
  const events = writeScheduleCalendar(path.resolve('public'));
  reporter.info(`Class calendar written to public/classes/schedule.ics (${events} weekly events)`);
};

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

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  // A file page looks its text up by the path in its context. Pages made here already have one.
  if (!page.component.startsWith(pagesDir) || 'pagePath' in (page.context ?? {})) return;
  actions.deletePage(page);
  createPageVariants(actions, { ...page, context: { pagePath: contentPathOf(page.path) } });
};

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  // A trainer's node id, and its own id from the YAML (which gatsby-transformer-yaml renames).
  type TrainerNode = { id: string; yamlId: Trainers[number]['id'] };
  const result = await graphql<{ allTrainersYaml: { nodes: TrainerNode[] } }>(`
    query TrainerIds {
      allTrainersYaml(sort: { yamlId: ASC }) {
        nodes {
          id
          yamlId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not load the trainers from content/trainers.yaml', result.errors);
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
    // were a good part of the JavaScript build's time (issue 12: a cold build within 90 s).
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
  const { siteUrl, analyticsId } = readSiteConfig();
  const paths = result.data.allSitePage.nodes.map((n) => n.path);
  fs.writeFileSync(path.resolve('public/sitemap.xml'), buildSitemapXml(siteUrl, paths));
  fs.writeFileSync(path.resolve('public/robots.txt'), buildRobotsTxt(siteUrl));

  // Each page's inlined CSS cut to what it can use (the whole stylesheet comes when idle).
  try {
    const css = await purgePagesCss(path.resolve('public'));
    reporter.info(
      `Inlined CSS cut to each page's own rules in ${css.pages} pages (${Math.round(css.before / 1024)} KiB of HTML -> ${Math.round(css.after / 1024)} KiB)`,
    );
  } catch (error) {
    reporter.panicOnBuild("Could not cut the pages' inlined CSS", error as Error);
  }

  // The photos' fetch priority fixed at low (scripts/html/image-priority.ts).
  try {
    const pages = lowPriorityPhotosIn(path.resolve('public'));
    reporter.info(`Photos asked for at low priority in ${pages} HTML files`);
  } catch (error) {
    reporter.panicOnBuild('Could not set the photos’ fetch priority', error as Error);
  }

  // The bundles asked for once each page is first painted, with preloads of all the runtime needs
  // to hydrate (scripts/html/bundles-after-paint.ts); before the CSP step hashes the loader.
  try {
    const pages = bundlesAfterPaintIn(path.resolve('public'));
    reporter.info(`Bundles loaded after the first paint in ${pages} pages`);
  } catch (error) {
    reporter.panicOnBuild('Could not move the bundles after the first paint', error as Error);
  }

  // Each page's Content-Security-Policy meta tag, with the hashes of its own inline scripts
  // (infra/edge/content-security-policy.ts has the policy; the header part comes from the edge).
  // Google Analytics' hosts only when an analyticsId makes the pages load gtag.js.
  try {
    const { pages } = addCspMeta(path.resolve('public'), { analytics: analyticsId !== '' });
    reporter.info(`Content-Security-Policy meta tag written to ${pages.length} HTML pages`);
  } catch (error) {
    reporter.panicOnBuild('Could not add the Content-Security-Policy meta tags', error as Error);
  }
};
