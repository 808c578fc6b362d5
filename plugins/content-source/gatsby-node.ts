// gatsby-node of the content-source plugin: content/ validated first, the GraphQL types declared
// from content/schema/, and the class calendars written after bootstrap.
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import {
  CONTENT_FILE_EXTENSION,
  contentTypeDefs,
  ENTRY_ID_FIELD,
  MARKDOWN_EXTENSION,
} from './graphql-types';
import { imageSize } from './image-size';
import {
  CONTENT_DIR,
  contentDocuments,
  contentWarnings,
  entryId,
  formatProblems,
  formatWarnings,
  isEntryFolder,
  readSiteConfig,
  validateContent,
} from '../../content-library';
import { renderMarkdown } from '../../contracts/markdown';
import { writeScheduleCalendars } from './schedule-ics';
import { readSvg, svgDataUri, type FileNode } from './svg-data-uri';
import { inlineSvg } from './svg-inline';
import { contentToday } from '../../contracts/hours/build';
import { upcomingExceptions } from '../../contracts/hours';

const CONTENT_ERROR = 'content_invalid';

interface NodeModel {
  findOne(args: { type: string; query: unknown }): Promise<unknown>;
}

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
  // First, so an editor sees file, line, entry and field rather than a GraphQL error.
  const documents = contentDocuments(CONTENT_DIR);
  reportContentProblems(reporter, validateContent(CONTENT_DIR, process.cwd(), { documents }), true);
  const warnings = contentWarnings(CONTENT_DIR, process.cwd(), { documents });
  if (warnings.length > 0) reporter.warn(formatWarnings(warnings));
};

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, reporter, getNode, actions }) => {
  const parent = node.parent ? getNode(node.parent) : undefined;
  // An entry of a folder (content/trainers/1.yaml) takes its id from its file's name.
  if (parent?.internal.type === 'File' && isEntryFolder(String(parent.relativeDirectory))) {
    actions.createNodeField({ node, name: ENTRY_ID_FIELD, value: entryId(String(parent.base)) });
  }
  // During `npm start`, re-check a YAML file each time an editor saves it.
  if (node.internal.type !== 'File' || !/\.ya?ml$/.test(String(node.base))) return;
  const only = path.relative(CONTENT_DIR, String(node.absolutePath));
  reportContentProblems(reporter, validateContent(CONTENT_DIR, process.cwd(), { only }), false);
};

/** A field extension that resolves a field from its own value and the query's node model. */
const valueExtension = (
  name: string,
  resolve: (value: unknown, nodeModel: NodeModel) => unknown,
) => ({
  name,
  extend: () => ({
    resolve: (
      source: Record<string, unknown>,
      _args: unknown,
      context: { nodeModel: NodeModel },
      info: { fieldName: string },
    ) => resolve(source[info.fieldName], context.nodeModel),
  }),
});

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  // A Markdown field (or list of them) resolves to its HTML, made here at build time, so no
  // Markdown parser ships to the browser.
  actions.createFieldExtension(
    valueExtension(MARKDOWN_EXTENSION, (value) => {
      if (typeof value === 'string') return renderMarkdown(value);
      return Array.isArray(value) ? value.map((text) => renderMarkdown(String(text))) : value;
    }),
  );
  // An image path is relative to content/ in every content file, as editors and the CMS write
  // it; Gatsby's own @fileByRelativePath would read it from the file's folder.
  actions.createFieldExtension(
    valueExtension(CONTENT_FILE_EXTENSION, (value, nodeModel) =>
      typeof value === 'string'
        ? nodeModel.findOne({
            type: 'File',
            query: { filter: { absolutePath: { eq: path.join(CONTENT_DIR, value) } } },
          })
        : null,
    ),
  );
  // Declared from content/schema/, not inferred from the data: a field left out of the YAML
  // then fails the build instead of quietly vanishing from the page.
  actions.createTypes(contentTypeDefs());
  actions.createTypes('type InlineSvg { viewBox: String!, markup: String! }');
  actions.createTypes('type ImageSize { width: Int!, height: Int! }');
};

// A small SVG from content/ (the logo) is an inline <svg> when it is plain drawing, else a data:
// URI: never both, since every page fetches the layout's query result.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers, reporter }) => {
  const inline = (source: FileNode) => {
    const svg = readSvg(source);
    return svg === null ? undefined : inlineSvg(svg);
  };
  const told = new Set<string>();
  // The build's date decides which holidays are to come, so HTML and data carry the same list.
  const today = contentToday(readSiteConfig().timeZone);
  createResolvers({
    SiteYamlHoursExceptions: {
      upcoming: {
        type: '[SiteYamlHoursExceptionsDays!]!',
        resolve: (source: { days?: { date: unknown }[] | null }) =>
          upcomingExceptions(
            // YAML reads an unquoted date as a timestamp, as @dateformat expects.
            (source.days ?? []).map((day) => ({
              date:
                day.date instanceof Date ? day.date.toISOString().slice(0, 10) : String(day.date),
              day,
            })),
            today,
          ).map((entry) => entry.day),
      },
    },
    File: {
      imageSize: {
        type: 'ImageSize',
        resolve: (source: FileNode) =>
          source.absolutePath ? imageSize(source.absolutePath) : null,
      },
      svgDataUri: {
        type: 'String',
        resolve: (source: FileNode) => {
          const drawn = inline(source);
          return drawn && 'markup' in drawn ? null : svgDataUri(source);
        },
      },
      svgInline: {
        type: 'InlineSvg',
        resolve: (source: FileNode) => {
          const drawn = inline(source);
          if (!drawn || 'markup' in drawn) return drawn ?? null;
          // Once per file: the image still shows, as an <img>; the page only loads a little slower.
          const file = path.relative(process.cwd(), source.absolutePath!);
          if (!told.has(file)) {
            told.add(file);
            reporter.warn(
              `${file}: shown as an image, not drawn in the page, because ${drawn.reason}`,
            );
          }
          return null;
        },
      },
    },
  });
};

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ reporter }) => {
  // Before the pages, and in `npm start` too, which serves public/ as it is.
  const { events, classes } = writeScheduleCalendars(path.resolve('public'));
  reporter.info(
    `Class calendars written to public/classes/: schedule.ics (${events} weekly events) and ${classes} of one class each`,
  );
};
