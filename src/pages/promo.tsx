// /promo/: the home-style page with the promo offer.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { HomeView } from '../components/pages/home-view';

const PromoPage = ({ data }: PageProps<Queries.PromoPageQuery>) => (
  <HomeView data={data} page={requirePage(data.page, '/promo/')} formKind="promo" overlay />
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
    ...HomeViewData
  }
`;
