// /old/amenities/: the previous design of equipment and services of the club.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../../components/page-meta';
import { AmenitiesView } from '../../components/pages/amenities-view';

const OldAmenitiesPage = ({ data }: PageProps<Queries.OldAmenitiesPageQuery>) => (
  <AmenitiesView data={data} page={requirePage(data.page, '/amenities/')} old />
);

export const Head: HeadFC<Queries.OldAmenitiesPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default OldAmenitiesPage;

export const query = graphql`
  query OldAmenitiesPage {
    page: pagesYaml(path: { eq: "/amenities/" }) {
      ...PageMeta
    }
    ...AmenitiesViewData
  }
`;
