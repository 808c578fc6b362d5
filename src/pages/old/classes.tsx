// /old/classes/: the previous design of the group classes and their schedule.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../../components/page-meta';
import { ClassesView } from '../../components/pages/classes-view';

const OldClassesPage = ({ data }: PageProps<Queries.OldClassesPageQuery>) => (
  <ClassesView data={data} page={requirePage(data.page, '/classes/')} old />
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
    ...ClassesViewData
  }
`;
