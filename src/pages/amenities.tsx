// /amenities/ (and /old/amenities/): equipment and services of the club.
import { graphql } from 'gatsby';
import { withLegacyFrame } from '../components/legacy-frame';
import { pageHead, viewPage } from '../components/page-meta';
import { AmenitiesView } from '../components/pages/amenities-view';

export default withLegacyFrame(viewPage<Queries.AmenitiesPageQuery>(AmenitiesView));

export const Head = pageHead();

export const query = graphql`
  query AmenitiesPage($pagePath: String!) {
    ...PageMeta
    ...AmenitiesViewData
  }
`;
