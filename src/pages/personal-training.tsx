// /personal-training/: the personal trainers and their specialties.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { PersonalTrainingView } from '../components/pages/personal-training-view';

const PersonalTrainingPage = ({ data }: PageProps<Queries.PersonalTrainingPageQuery>) => (
  <PersonalTrainingView data={data} page={requirePage(data.page, '/personal-training/')} />
);

export const Head: HeadFC<Queries.PersonalTrainingPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default PersonalTrainingPage;

export const query = graphql`
  query PersonalTrainingPage {
    page: pagesYaml(path: { eq: "/personal-training/" }) {
      ...PageMeta
    }
    ...PersonalTrainingViewData
  }
`;
