// The per-route text from content/pages.yaml, and the page and Head every file-routed page makes.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import type { PageContext } from '../../contracts/routes';
import { required } from '../lib/required';
import { Hero } from './hero';
import { Seo, type SeoOptions } from './seo';

export type PageMeta = NonNullable<Queries.PageMetaFragment['page']>;

/** A page's entry in content/pages.yaml; a missing entry is an editor's mistake worth naming. */
const requirePage = (page: PageMeta | null, path: string) =>
  required(page, `content/pages.yaml's entry with path: ${path}`);

type PageData = { page: PageMeta | null };

export type ViewProps<D> = { data: D; page: PageMeta; old?: boolean; hash?: string };

/** A file-routed page: the hero of its entry in pages.yaml, then `View` given the query's data and
 * that entry. `ownHero`: the view draws the hero itself, with actions in it. */
export const viewPage =
  <D extends PageData>(
    View: React.ComponentType<Required<ViewProps<D>>>,
    { ownHero = false } = {},
  ) =>
  ({ data, pageContext, location }: PageProps<D, PageContext>) => {
    const page = requirePage(data.page, pageContext.pagePath);
    return (
      <>
        {!ownHero && <Hero {...page.hero} />}
        <View data={data} page={page} old={pageContext.old} hash={location.hash} />
      </>
    );
  };

/** A file-routed page's Head: its title and description from pages.yaml, and `options`. */
export const pageHead =
  <D extends PageData>(
    options: SeoOptions | ((data: D, context: PageContext) => SeoOptions) = {},
  ): HeadFC<D, PageContext> =>
  ({ data, pageContext }) => {
    const meta = requirePage(data.page, pageContext.pagePath);
    return (
      <Seo
        title={meta.title}
        description={meta.description}
        path={pageContext.pagePath}
        old={pageContext.old}
        {...(typeof options === 'function' ? options(data, pageContext) : options)}
      />
    );
  };

export const query = graphql`
  fragment PageMeta on Query {
    page: pagesYaml(path: { eq: $pagePath }) {
      title
      description
      hero {
        heading
        text
      }
    }
  }
`;
