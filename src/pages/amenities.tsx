// /amenities/: equipment and services of the club.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../components/pages/basic-page';
import { PageHead } from '../components/page-meta';

const AmenitiesPage = ({ data }: PageProps<Queries.AmenitiesPageQuery>) => (
  <BasicPage page={data.page} path="/amenities/" />
);

export const Head: HeadFC<Queries.AmenitiesPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default AmenitiesPage;

export const query = graphql`
  query AmenitiesPage {
    page: pagesYaml(path: { eq: "/amenities/" }) {
      ...PageMeta
    }
  }
`;
