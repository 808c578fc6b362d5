// /book-tour/: the tour scheduler.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { BookTourView } from '../components/pages/book-tour-view';

const BookTourPage = ({ data }: PageProps<Queries.BookTourPageQuery>) => (
  <BookTourView data={data} page={requirePage(data.page, '/book-tour/')} />
);

export const Head: HeadFC<Queries.BookTourPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default BookTourPage;

export const query = graphql`
  query BookTourPage {
    page: pagesYaml(path: { eq: "/book-tour/" }) {
      ...PageMeta
    }
    ...BookTourViewData
  }
`;
