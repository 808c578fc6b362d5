// /amenities/ (and /old/amenities/): equipment and services of the club.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { AmenitiesView } from '../components/pages/amenities-view';
import type { PageContext } from '../../contracts/routes';

const AmenitiesPage = ({
  data,
  pageContext,
}: PageProps<Queries.AmenitiesPageQuery, PageContext>) => (
  <AmenitiesView
    data={data}
    page={requirePage(data.page, pageContext.pagePath)}
    old={pageContext.old}
  />
);

export const Head: HeadFC<Queries.AmenitiesPageQuery, PageContext> = ({ data, pageContext }) => (
  <PageHead page={data.page} context={pageContext} />
);

export default AmenitiesPage;

export const query = graphql`
  query AmenitiesPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...AmenitiesViewData
  }
`;
