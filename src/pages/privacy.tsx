// /privacy/: the privacy policy (PIPEDA), linked from the footer and from beside every form.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { PrivacyView } from '../components/pages/privacy-view';

const PrivacyPage = ({ data }: PageProps<Queries.PrivacyPageQuery>) => (
  <PrivacyView data={data} page={requirePage(data.page, '/privacy/')} />
);

export const Head: HeadFC<Queries.PrivacyPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default PrivacyPage;

export const query = graphql`
  query PrivacyPage {
    page: pagesYaml(path: { eq: "/privacy/" }) {
      ...PageMeta
    }
    ...PrivacyViewData
  }
`;
