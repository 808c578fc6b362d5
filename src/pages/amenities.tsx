// /amenities/ (and /old/amenities/): equipment and services of the club.
import { graphql } from 'gatsby';
import { pageHead, viewPage } from '../components/page-meta';
import { AmenitiesView } from '../components/pages/amenities-view';

export default viewPage<Queries.AmenitiesPageQuery>(AmenitiesView);

export const Head = pageHead();

export const query = graphql`
  query AmenitiesPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...AmenitiesViewData
  }
`;
