// /faq/: the frequently asked questions, with schema.org FAQPage data from the same YAML.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { faqGroups, FaqView } from '../components/pages/faq-view';
import type { PageContext } from '../../contracts/routes';
import { faqPageJsonLd } from '../seo/json-ld';

const FaqPage = ({ data, pageContext, location }: PageProps<Queries.FaqPageQuery, PageContext>) => (
  <FaqView data={data} page={requirePage(data.page, pageContext.pagePath)} hash={location.hash} />
);

export const Head: HeadFC<Queries.FaqPageQuery, PageContext> = ({ data, pageContext }) => (
  <PageHead
    page={data.page}
    context={pageContext}
    jsonLd={faqPageJsonLd(
      faqGroups(data).flatMap((group) =>
        group.questions.map((q) => ({ question: q.question, answerHtml: q.answer })),
      ),
    )}
  />
);

export default FaqPage;

export const query = graphql`
  query FaqPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...FaqViewData
  }
`;
