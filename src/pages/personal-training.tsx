// /personal-training/ (and /old/...): the personal trainers and their specialties.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { PersonalTrainingView } from '../components/pages/personal-training-view';
import type { PageContext } from '../../contracts/routes';

const PersonalTrainingPage = ({
  data,
  pageContext,
}: PageProps<Queries.PersonalTrainingPageQuery, PageContext>) => (
  <PersonalTrainingView
    data={data}
    page={requirePage(data.page, pageContext.pagePath)}
    old={pageContext.old}
  />
);

export const Head: HeadFC<Queries.PersonalTrainingPageQuery, PageContext> = ({
  data,
  pageContext,
}) => <PageHead page={data.page} context={pageContext} />;

export default PersonalTrainingPage;

export const query = graphql`
  query PersonalTrainingPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...PersonalTrainingViewData
  }
`;
