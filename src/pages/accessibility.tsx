// /accessibility/: the accessibility statement, from content/accessibility.yaml.
import { graphql } from 'gatsby';
import { pageHead, viewPage } from '../components/page-meta';
import { AccessibilityView } from '../components/pages/accessibility-view';

export default viewPage<Queries.AccessibilityPageQuery>(AccessibilityView);

export const Head = pageHead();

export const query = graphql`
  query AccessibilityPage($pagePath: String!) {
    ...PageMeta
    ...AccessibilityViewData
  }
`;
