// /old/classes/: the previous design of the group classes.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../../components/pages/basic-page';
import { PageHead } from '../../components/page-meta';

const OldClassesPage = ({ data }: PageProps<Queries.OldClassesPageQuery>) => (
  <BasicPage page={data.page} path="/classes/" />
);

export const Head: HeadFC<Queries.OldClassesPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default OldClassesPage;

export const query = graphql`
  query OldClassesPage {
    page: pagesYaml(path: { eq: "/classes/" }) {
      ...PageMeta
    }
  }
`;
