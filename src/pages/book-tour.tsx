// /book-tour/: the tour scheduler.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { BookTourView } from '../components/pages/book-tour-view';
import type { PageContext } from '../../contracts/routes';

const BookTourPage = ({ data, pageContext }: PageProps<Queries.BookTourPageQuery, PageContext>) => (
  <BookTourView data={data} page={requirePage(data.page, pageContext.pagePath)} />
);

export const Head: HeadFC<Queries.BookTourPageQuery, PageContext> = ({ data, pageContext }) => (
  <PageHead page={data.page} context={pageContext} />
);

export default BookTourPage;

export const query = graphql`
  query BookTourPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...BookTourViewData
  }
`;
