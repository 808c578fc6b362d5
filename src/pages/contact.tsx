// /contact/: contact details, hours and the contact form.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { ContactView } from '../components/pages/contact-view';

const ContactPage = ({ data }: PageProps<Queries.ContactPageQuery>) => (
  <ContactView data={data} page={requirePage(data.page, '/contact/')} />
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
    ...ContactViewData
  }
`;
