// /old/contact/: the previous design of contact details, hours.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../../components/pages/basic-page';
import { PageHead } from '../../components/page-meta';

const OldContactPage = ({ data }: PageProps<Queries.OldContactPageQuery>) => (
  <BasicPage page={data.page} path="/contact/" />
);

export const Head: HeadFC<Queries.OldContactPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default OldContactPage;

export const query = graphql`
  query OldContactPage {
    page: pagesYaml(path: { eq: "/contact/" }) {
      ...PageMeta
    }
  }
`;
