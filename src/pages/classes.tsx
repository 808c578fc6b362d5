// /classes/: the group classes and their schedule.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { ClassesView } from '../components/pages/classes-view';

const ClassesPage = ({ data }: PageProps<Queries.ClassesPageQuery>) => (
  <ClassesView data={data} page={requirePage(data.page, '/classes/')} />
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
    ...ClassesViewData
  }
`;
