// /classes/ (and /old/classes/): the group classes and their schedule.
import { graphql } from 'gatsby';
import { withLegacyFrame } from '../components/legacy-frame';
import { pageHead, viewPage } from '../components/page-meta';
import { ClassesView } from '../components/pages/classes-view';

export default withLegacyFrame(viewPage<Queries.ClassesPageQuery>(ClassesView));

export const Head = pageHead();

export const query = graphql`
  query ClassesPage($pagePath: String!) {
    ...PageMeta
    ...ClassesViewData
  }
`;
