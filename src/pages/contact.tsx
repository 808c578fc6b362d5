// /contact/: contact details, hours and the contact form.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../components/pages/basic-page';
import { PageHead } from '../components/page-meta';

const ContactPage = ({ data }: PageProps<Queries.ContactPageQuery>) => (
  <BasicPage page={data.page} path="/contact/" />
);

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} gymJsonLd />
);

export default ContactPage;

export const query = graphql`
  query ContactPage {
    page: pagesYaml(path: { eq: "/contact/" }) {
      ...PageMeta
    }
  }
`;
