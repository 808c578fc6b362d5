// /personal-trainer/{id}/ and its /old/ variant: one page per trainer in content/trainers/.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { withLegacyFrame } from '../components/legacy-frame';
import { TrainerView } from '../components/pages/trainer-view';
import { Seo } from '../components/seo';
import { required } from '../lib/required';
import type { TrainerPageContext } from '../../contracts/routes';
import type { PageText } from '../../content-library';

export const Head: HeadFC<Queries.TrainerPageQuery, TrainerPageContext> = ({
  data,
  pageContext,
}) => {
  const trainer = required(data.trainer, 'the trainer in content/trainers/');
  const text = required(data.pageTextYaml, 'content/page-text.yaml').trainer as PageText['trainer'];
  return (
    <Seo
      title={trainer.name}
      description={text.description.replaceAll('{name}', trainer.name)}
      path={pageContext.pagePath}
      old={pageContext.old}
    />
  );
};

export default withLegacyFrame<PageProps<Queries.TrainerPageQuery, TrainerPageContext>>(
  TrainerView,
);

export const query = graphql`
  query TrainerPage($id: String!) {
    ...TrainerViewData
  }
`;
