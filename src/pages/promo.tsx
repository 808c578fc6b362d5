// /promo/ (and /old/promo/): the home-style page with the promo offer; the overlay on /promo/.
import React from 'react';
import { graphql } from 'gatsby';
import { withLegacyFrame } from '../components/legacy-frame';
import { pageHead, viewPage, type ViewProps } from '../components/page-meta';
import { HomeView } from '../components/pages/home-view';
import { PromoOverlay } from '../forms/promo-overlay';
import { required } from '../lib/required';

const PromoView = ({ data, page, old }: ViewProps<Queries.PromoPageQuery>) => (
  <HomeView
    data={data}
    page={page}
    formKind="promo"
    overlay={!old && <PromoOverlay text={required(data.pageTextYaml, 'content/page-text.yaml')} />}
  />
);

export default withLegacyFrame(viewPage(PromoView, { ownHero: true }));

export const Head = pageHead();

export const query = graphql`
  query PromoPage($pagePath: String!) {
    ...PageMeta
    ...HomeViewData
    pageTextYaml {
      promo
    }
  }
`;
