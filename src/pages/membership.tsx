// /membership/: membership plans, add-ons and the alumni special.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../components/pages/basic-page';
import { PageHead } from '../components/page-meta';

const MembershipPage = ({ data }: PageProps<Queries.MembershipPageQuery>) => (
  <BasicPage page={data.page} path="/membership/" />
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
  }
`;
