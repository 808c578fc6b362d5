// /old/: the previous design of home: the club.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../../components/page-meta';
import { HomeView } from '../../components/pages/home-view';

const OldHomePage = ({ data }: PageProps<Queries.OldHomePageQuery>) => (
  <HomeView data={data} page={requirePage(data.page, '/')} old />
);

export const Head: HeadFC<Queries.OldHomePageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default OldHomePage;

export const query = graphql`
  query OldHomePage {
    page: pagesYaml(path: { eq: "/" }) {
      ...PageMeta
    }
    ...HomeViewData
  }
`;
