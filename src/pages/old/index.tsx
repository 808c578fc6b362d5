// /old/: the previous design of home.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../../components/pages/basic-page';
import { PageHead } from '../../components/page-meta';

const OldHomePage = ({ data }: PageProps<Queries.OldHomePageQuery>) => (
  <BasicPage page={data.page} path="/" />
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
  }
`;
