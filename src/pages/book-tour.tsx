// /book-tour/: the tour scheduler.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../components/pages/basic-page';
import { PageHead } from '../components/page-meta';

const BookTourPage = ({ data }: PageProps<Queries.BookTourPageQuery>) => (
  <BasicPage page={data.page} path="/book-tour/" />
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
  }
`;
