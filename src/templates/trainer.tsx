// /personal-trainer/{id}/ and its /old/ variant: one page per trainer in content/trainers.yaml.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Hero } from '../components/hero';
import { Seo } from '../components/seo';

type TrainerData = Queries.TrainerPageQuery;

function requireTrainer(data: TrainerData) {
  if (!data.trainer)
    throw new Error('The trainer of this page is missing from content/trainers.yaml');
  return data.trainer;
}

const TrainerPage = ({ data }: PageProps<TrainerData>) => {
  const trainer = requireTrainer(data);
  return <Hero heading={trainer.name} text="Personal trainer" />;
};

export const Head: HeadFC<TrainerData> = ({ data, location }) => {
  const trainer = requireTrainer(data);
  return (
    <Seo
      title={trainer.name}
      description={`${trainer.name}, personal trainer at the club: qualifications, biography and how to book a session.`}
      pathname={location.pathname}
    />
  );
};

export default TrainerPage;

export const query = graphql`
  query TrainerPage($id: String!) {
    trainer: trainersYaml(id: { eq: $id }) {
      yamlId
      name
    }
  }
`;
