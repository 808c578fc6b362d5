// /accessibility/: the accessibility statement, from content/accessibility.yaml.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { AccessibilityView } from '../components/pages/accessibility-view';
import type { PageContext } from '../../contracts/routes';

const AccessibilityPage = ({
  data,
  pageContext,
}: PageProps<Queries.AccessibilityPageQuery, PageContext>) => (
  <AccessibilityView data={data} page={requirePage(data.page, pageContext.pagePath)} />
);

export const Head: HeadFC<Queries.AccessibilityPageQuery, PageContext> = ({
  data,
  pageContext,
}) => <PageHead page={data.page} context={pageContext} />;

export default AccessibilityPage;

export const query = graphql`
  query AccessibilityPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...AccessibilityViewData
  }
`;
