// /membership/ (and /old/membership/): membership plans, add-ons and the alumni special, with
// the plans as schema.org Offers from the same YAML.
import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { PageHead, requirePage } from '../components/page-meta';
import { MembershipView } from '../components/pages/membership-view';
import type { PageContext } from '../../contracts/routes';
import { nodeEntries } from '../../contracts/entries';
import { required } from '../lib/required';
import { membershipOffersJsonLd } from '../seo/json-ld';

const MembershipPage = ({
  data,
  pageContext,
}: PageProps<Queries.MembershipPageQuery, PageContext>) => (
  <MembershipView
    data={data}
    page={requirePage(data.page, pageContext.pagePath)}
    old={pageContext.old}
  />
);

export const Head: HeadFC<Queries.MembershipPageQuery, PageContext> = ({ data, pageContext }) => {
  const { rows } = required(data.membershipYaml, 'content/membership.yaml').comparison;
  const site = required(data.site, 'content/site.yaml');
  return (
    <PageHead
      page={data.page}
      context={pageContext}
      // The /old/ copy is not indexed, and its canonical page already carries the offers.
      jsonLd={
        pageContext.old
          ? undefined
          : membershipOffersJsonLd(nodeEntries(data.allMembershipPlansYaml.nodes), {
              pageUrl: `${site.siteUrl}${pageContext.pagePath}`,
              feeNames: rows,
            })
      }
    />
  );
};

export default MembershipPage;

export const query = graphql`
  query MembershipPage($pagePath: String!) {
    page: pagesYaml(path: { eq: $pagePath }) {
      ...PageMeta
    }
    site: siteYaml {
      siteUrl
    }
    ...MembershipViewData
  }
`;
