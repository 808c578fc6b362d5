// /book-tour/: the tour scheduler.
import { graphql } from 'gatsby';
import { pageHead, viewPage } from '../components/page-meta';
import { BookTourView } from '../components/pages/book-tour-view';

export default viewPage<Queries.BookTourPageQuery>(BookTourView);

export const Head = pageHead();

export const query = graphql`
  query BookTourPage($pagePath: String!) {
    ...PageMeta
    ...BookTourViewData
  }
`;
