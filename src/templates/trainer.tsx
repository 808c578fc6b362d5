// /personal-trainer/{id}/ and its /old/ variant: one page per trainer in content/trainers.yaml.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { TrainerView } from '../components/pages/trainer-view';
import { Seo } from '../components/seo';
import { required } from '../lib/required';
import { isOldPath } from '../routes';

const TrainerPage = ({ data, location }: PageProps<Queries.TrainerPageQuery>) => (
  <TrainerView data={data} old={isOldPath(location.pathname)} />
);

export const Head: HeadFC<Queries.TrainerPageQuery> = ({ data, location }) => {
  const trainer = required(data.trainer, 'the trainer in content/trainers.yaml');
  return (
    <Seo
      title={trainer.name}
      description={`${trainer.name}, personal trainer: qualifications, biography and how to book a session.`}
      pathname={location.pathname}
    />
  );
};

export default TrainerPage;

export const query = graphql`
  query TrainerPage($id: String!) {
    ...TrainerViewData
  }
`;
