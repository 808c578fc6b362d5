// /old/membership/: the previous design of membership plans.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../../components/page-meta';
import { MembershipView } from '../../components/pages/membership-view';

const OldMembershipPage = ({ data }: PageProps<Queries.OldMembershipPageQuery>) => (
  <MembershipView data={data} page={requirePage(data.page, '/membership/')} old />
);

export const Head: HeadFC<Queries.OldMembershipPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default OldMembershipPage;

export const query = graphql`
  query OldMembershipPage {
    page: pagesYaml(path: { eq: "/membership/" }) {
      ...PageMeta
    }
    ...MembershipViewData
  }
`;
