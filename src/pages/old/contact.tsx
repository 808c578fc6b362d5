// /old/contact/: the previous design of contact details.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../../components/page-meta';
import { ContactView } from '../../components/pages/contact-view';

const OldContactPage = ({ data }: PageProps<Queries.OldContactPageQuery>) => (
  <ContactView data={data} page={requirePage(data.page, '/contact/')} old />
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
    ...ContactViewData
  }
`;
