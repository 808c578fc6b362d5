// /privacy/: the privacy policy (PIPEDA), linked from the footer and from beside every form.
import { graphql } from 'gatsby';
import { pageHead, viewPage } from '../components/page-meta';
import { PrivacyView } from '../components/pages/privacy-view';

export default viewPage<Queries.PrivacyPageQuery>(PrivacyView);

export const Head = pageHead();

export const query = graphql`
  query PrivacyPage($pagePath: String!) {
    ...PageMeta
    ...PrivacyViewData
  }
`;
