// /personal-training/ (and /old/...): the personal trainers and their specialties.
import { graphql } from 'gatsby';
import { withLegacyFrame } from '../components/legacy-frame';
import { pageHead, viewPage } from '../components/page-meta';
import { PersonalTrainingView } from '../components/pages/personal-training-view';

export default withLegacyFrame(viewPage<Queries.PersonalTrainingPageQuery>(PersonalTrainingView));

export const Head = pageHead();

export const query = graphql`
  query PersonalTrainingPage($pagePath: String!) {
    ...PageMeta
    ...PersonalTrainingViewData
  }
`;
