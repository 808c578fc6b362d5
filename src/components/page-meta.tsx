// The per-route text from content/pages.yaml, and the Head every file-routed page uses.
import React from 'react';
import { graphql } from 'gatsby';
import type { PageContext } from '../../contracts/routes';
import { Seo } from './seo';

export type PageMeta = Queries.PageMetaFragment;

/** A page's entry in content/pages.yaml; a missing entry is an editor's mistake worth naming. */
export function requirePage(page: PageMeta | null | undefined, path: string): PageMeta {
  if (!page) throw new Error(`content/pages.yaml has no entry with path: ${path}`);
  return page;
}

type PageHeadProps = {
  page: PageMeta | null | undefined;
  context: PageContext;
  gymJsonLd?: boolean;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
};

export const PageHead = ({ page, context, gymJsonLd, noindex, jsonLd }: PageHeadProps) => {
  const meta = requirePage(page, context.pagePath);
  return (
    <Seo
      title={meta.title}
      description={meta.description}
      path={context.pagePath}
      old={context.old}
      gymJsonLd={gymJsonLd}
      noindex={noindex}
      jsonLd={jsonLd}
    />
  );
};

export const query = graphql`
  fragment PageMeta on PagesYaml {
    path
    title
    description
    hero {
      heading
      text
    }
  }
`;
