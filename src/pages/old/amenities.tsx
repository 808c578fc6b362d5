// /old/amenities/: the previous design of equipment.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../../components/pages/basic-page';
import { PageHead } from '../../components/page-meta';

const OldAmenitiesPage = ({ data }: PageProps<Queries.OldAmenitiesPageQuery>) => (
  <BasicPage page={data.page} path="/amenities/" />
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
  }
`;
