// /membership/: membership plans, add-ons and the alumni special.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { MembershipView } from '../components/pages/membership-view';

const MembershipPage = ({ data }: PageProps<Queries.MembershipPageQuery>) => (
  <MembershipView data={data} page={requirePage(data.page, '/membership/')} />
);

export const Head: HeadFC<Queries.MembershipPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default MembershipPage;

export const query = graphql`
  query MembershipPage {
    page: pagesYaml(path: { eq: "/membership/" }) {
      ...PageMeta
    }
    ...MembershipViewData
  }
`;
