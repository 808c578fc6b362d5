// /contact/ (and /old/contact/): contact details, hours and the contact form.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { ContactView } from '../components/pages/contact-view';
import type { PageContext } from '../../contracts/routes';

const ContactPage = ({ data, pageContext }: PageProps<Queries.ContactPageQuery, PageContext>) => (
  <ContactView
    data={data}
    page={requirePage(data.page, pageContext.pagePath)}
    old={pageContext.old}
  />
);

export const Head: HeadFC<Queries.ContactPageQuery, PageContext> = ({ data, pageContext }) => (
  <PageHead page={data.page} context={pageContext} gymJsonLd={!pageContext.old} />
);

export default ContactPage;

export const query = graphql`
  query ContactPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...ContactViewData
  }
`;
