// /old/promo/: the previous design of the home-style page with the promo offer.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { BasicPage } from '../../components/pages/basic-page';
import { PageHead } from '../../components/page-meta';

const OldPromoPage = ({ data }: PageProps<Queries.OldPromoPageQuery>) => (
  <BasicPage page={data.page} path="/promo/" />
);

export const Head: HeadFC<Queries.OldPromoPageQuery> = ({ data, location }) => (
  <PageHead page={data.page} pathname={location.pathname} />
);

export default OldPromoPage;

export const query = graphql`
  query OldPromoPage {
    page: pagesYaml(path: { eq: "/promo/" }) {
      ...PageMeta
    }
  }
`;
