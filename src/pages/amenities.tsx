// /amenities/: equipment and services of the club.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { AmenitiesView } from '../components/pages/amenities-view';

const AmenitiesPage = ({ data }: PageProps<Queries.AmenitiesPageQuery>) => (
  <AmenitiesView data={data} page={requirePage(data.page, '/amenities/')} />
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
    ...AmenitiesViewData
  }
`;
