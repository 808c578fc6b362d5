// /personal-training/: the personal trainers and their specialties.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../components/pages/basic-page';
import { PageHead } from '../components/page-meta';

const PersonalTrainingPage = ({ data }: PageProps<Queries.PersonalTrainingPageQuery>) => (
  <BasicPage page={data.page} path="/personal-training/" />
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
  }
`;
