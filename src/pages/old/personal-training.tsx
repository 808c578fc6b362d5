// /old/personal-training/: the previous design of the personal trainers and their specialties.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../../components/page-meta';
import { PersonalTrainingView } from '../../components/pages/personal-training-view';

const OldPersonalTrainingPage = ({ data }: PageProps<Queries.OldPersonalTrainingPageQuery>) => (
  <PersonalTrainingView data={data} page={requirePage(data.page, '/personal-training/')} old />
);

export const Head: HeadFC<Queries.OldPersonalTrainingPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default OldPersonalTrainingPage;

export const query = graphql`
  query OldPersonalTrainingPage {
    page: pagesYaml(path: { eq: "/personal-training/" }) {
      ...PageMeta
    }
    ...PersonalTrainingViewData
  }
`;
