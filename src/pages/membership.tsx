// /membership/ (and /old/membership/): membership plans, add-ons and the alumni special, with
// the plans as schema.org Offers from the same YAML.
import { graphql } from 'gatsby';
import { withLegacyFrame } from '../components/legacy-frame';
import { pageHead, viewPage } from '../components/page-meta';
import { MembershipView, plansOf } from '../components/pages/membership-view';
import { required } from '../lib/required';
import { membershipOffersJsonLd } from '../seo/offers-json-ld';
import type { PriceWords } from '../membership/prices';

export default withLegacyFrame(
  viewPage<Queries.MembershipPageQuery>(MembershipView, { ownHero: true }),
);

export const Head = pageHead<Queries.MembershipPageQuery>((data, { pagePath }) => ({
  jsonLd: membershipOffersJsonLd(plansOf(data), {
    pageUrl: `${required(data.site, 'content/site.yaml').siteUrl}${pagePath}`,
    feeNames: (required(data.membershipYaml, 'content/membership.yaml').comparison as PriceWords)
      .rows,
  }),
}));

export const query = graphql`
  query MembershipPage($pagePath: String!) {
    ...PageMeta
    site: siteYaml {
      siteUrl
    }
    ...MembershipViewData
  }
`;
