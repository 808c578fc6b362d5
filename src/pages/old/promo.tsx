// /old/promo/: the previous design of the home-style page with the promo offer.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../../components/page-meta';
import { HomeView } from '../../components/pages/home-view';

const OldPromoPage = ({ data }: PageProps<Queries.OldPromoPageQuery>) => (
  <HomeView data={data} page={requirePage(data.page, '/promo/')} formKind="promo" old />
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
    ...HomeViewData
  }
`;
