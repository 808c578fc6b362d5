// /promo/: the home-style page with the promo offer and its overlay.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../components/pages/basic-page';
import { PageHead } from '../components/page-meta';

const PromoPage = ({ data }: PageProps<Queries.PromoPageQuery>) => (
  <BasicPage page={data.page} path="/promo/" />
);

export const Head: HeadFC<Queries.PromoPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default PromoPage;

export const query = graphql`
  query PromoPage {
    page: pagesYaml(path: { eq: "/promo/" }) {
      ...PageMeta
    }
  }
`;
