// /classes/ (and /old/classes/): the group classes and their schedule.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { ClassesView } from '../components/pages/classes-view';
import type { PageContext } from '../../contracts/routes';

const ClassesPage = ({ data, pageContext }: PageProps<Queries.ClassesPageQuery, PageContext>) => (
  <ClassesView
    data={data}
    page={requirePage(data.page, pageContext.pagePath)}
    old={pageContext.old}
  />
);

export const Head: HeadFC<Queries.ClassesPageQuery, PageContext> = ({ data, pageContext }) => (
  <PageHead page={data.page} context={pageContext} />
);

export default ClassesPage;

export const query = graphql`
  query ClassesPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...ClassesViewData
  }
`;
