// /old/personal-training/: the previous design of the personal trainers.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../../components/pages/basic-page';
import { PageHead } from '../../components/page-meta';

const OldPersonalTrainingPage = ({ data }: PageProps<Queries.OldPersonalTrainingPageQuery>) => (
  <BasicPage page={data.page} path="/personal-training/" />
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
  }
`;
