// /faq/: the frequently asked questions, with schema.org FAQPage data from the same YAML.
import { graphql } from 'gatsby';
import { pageHead, viewPage } from '../components/page-meta';
import { faqGroups, FaqView } from '../components/pages/faq-view';
import { faqPageJsonLd } from '../seo/faq-json-ld';

export default viewPage<Queries.FaqPageQuery>(FaqView);

export const Head = pageHead<Queries.FaqPageQuery>((data) => ({
  jsonLd: faqPageJsonLd(faqGroups(data).flatMap((group) => group.questions)),
}));

export const query = graphql`
  query FaqPage($pagePath: String!) {
    ...PageMeta
    ...FaqViewData
  }
`;
