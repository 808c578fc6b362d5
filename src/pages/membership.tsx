// /membership/ (and /old/membership/): membership plans, add-ons and the alumni special.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { MembershipView } from '../components/pages/membership-view';
import type { PageContext } from '../../contracts/routes';

const MembershipPage = ({
  data,
  pageContext,
}: PageProps<Queries.MembershipPageQuery, PageContext>) => (
  <MembershipView
    data={data}
    page={requirePage(data.page, pageContext.pagePath)}
    old={pageContext.old}
  />
);

export const Head: HeadFC<Queries.MembershipPageQuery, PageContext> = ({ data, pageContext }) => (
  <PageHead page={data.page} context={pageContext} />
);

export default MembershipPage;

export const query = graphql`
  query MembershipPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...MembershipViewData
  }
`;
