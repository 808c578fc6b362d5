// /old/membership/: the previous design of membership plans, add-ons.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../../components/pages/basic-page';
import { PageHead } from '../../components/page-meta';

const OldMembershipPage = ({ data }: PageProps<Queries.OldMembershipPageQuery>) => (
  <BasicPage page={data.page} path="/membership/" />
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
  }
`;
