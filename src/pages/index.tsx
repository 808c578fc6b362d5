// /: home: the club, its photos, the lead form and the tour scheduler.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { HomeView } from '../components/pages/home-view';

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => (
  <HomeView data={data} page={requirePage(data.page, '/')} />
);

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} gymJsonLd />
);

export default HomePage;

export const query = graphql`
  query HomePage {
    page: pagesYaml(path: { eq: "/" }) {
      ...PageMeta
    }
    ...HomeViewData
  }
`;
