// /contact/ (and /old/contact/): contact details, hours and the contact form.
import { graphql } from 'gatsby';
import { withLegacyFrame } from '../components/legacy-frame';
import { pageHead, viewPage } from '../components/page-meta';
import { required } from '../lib/required';
import { ContactView } from '../components/pages/contact-view';

export default withLegacyFrame(viewPage<Queries.ContactPageQuery>(ContactView));

export const Head = pageHead<Queries.ContactPageQuery>((data) => ({
  gymJsonLd: required(data.siteYaml, 'content/site.yaml'),
}));

export const query = graphql`
  query ContactPage($pagePath: String!, $popularFaq: [String!]!) {
    ...PageMeta
    ...ContactViewData
    siteYaml {
      ...GymFacts
    }
  }
`;
