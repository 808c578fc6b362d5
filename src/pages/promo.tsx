// /promo/ (and /old/promo/): the home-style page with the promo offer; the overlay on /promo/.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { HomeView } from '../components/pages/home-view';
import { PromoOverlay } from '../forms/promo-overlay';
import { required } from '../lib/required';
import type { PageContext } from '../../contracts/routes';

const PromoPage = ({ data, pageContext }: PageProps<Queries.PromoPageQuery, PageContext>) => {
  const { forms, promo } = required(data.pageTextYaml, 'content/page-text.yaml');
  return (
    <HomeView
      data={data}
      page={requirePage(data.page, pageContext.pagePath)}
      old={pageContext.old}
      formKind="promo"
      overlay={
        !pageContext.old && (
          <PromoOverlay
            text={{ ...promo, submitLabel: forms.promo.submitLabel }}
            formText={forms}
          />
        )
      }
    />
  );
};

export const Head: HeadFC<Queries.PromoPageQuery, PageContext> = ({ data, pageContext }) => (
  <PageHead page={data.page} context={pageContext} />
);

export default PromoPage;

export const query = graphql`
  query PromoPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    ...HomeViewData
  }
`;
