// /: home: the club, its photos, the lead form and the tour scheduler.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../components/pages/basic-page';
import { PageHead } from '../components/page-meta';

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => (
  <BasicPage page={data.page} path="/" />
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
  }
`;
