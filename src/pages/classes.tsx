// /classes/: the group classes and their schedule.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../components/pages/basic-page';
import { PageHead } from '../components/page-meta';

const ClassesPage = ({ data }: PageProps<Queries.ClassesPageQuery>) => (
  <BasicPage page={data.page} path="/classes/" />
);

export const Head: HeadFC<Queries.ClassesPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default ClassesPage;

export const query = graphql`
  query ClassesPage {
    page: pagesYaml(path: { eq: "/classes/" }) {
      ...PageMeta
    }
  }
`;
