// / (and /old/): home: the club, its photos, the lead form and the tour scheduler.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { HomeView } from '../components/pages/home-view';
import type { PageContext } from '../../contracts/routes';

const HomePage = ({ data, pageContext }: PageProps<Queries.HomePageQuery, PageContext>) => (
  <HomeView data={data} page={requirePage(data.page, pageContext.pagePath)} old={pageContext.old} />
);

export const Head: HeadFC<Queries.HomePageQuery, PageContext> = ({ data, pageContext }) => (
  <PageHead page={data.page} context={pageContext} gymJsonLd={!pageContext.old} />
);

export default HomePage;

export const query = graphql`
  query HomePage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...HomeViewData
  }
`;
