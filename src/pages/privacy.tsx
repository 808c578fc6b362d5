// /privacy/: the privacy policy (PIPEDA), linked from the footer and from beside every form.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { PrivacyView } from '../components/pages/privacy-view';
import type { PageContext } from '../../contracts/routes';

const PrivacyPage = ({ data, pageContext }: PageProps<Queries.PrivacyPageQuery, PageContext>) => (
  <PrivacyView data={data} page={requirePage(data.page, pageContext.pagePath)} />
);

export const Head: HeadFC<Queries.PrivacyPageQuery, PageContext> = ({ data, pageContext }) => (
  <PageHead page={data.page} context={pageContext} />
);

export default PrivacyPage;

export const query = graphql`
  query PrivacyPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...PrivacyViewData
  }
`;
