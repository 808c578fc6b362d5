// The membership plans as a schema.org OfferCatalog for search engines.
import type { PlanPrice } from '../membership/prices';
import type { JsonLd } from './json-ld';

/** A membership plan's numbers (content/membership-plans/<id>.yaml) and its anchor on the page. */
export type MembershipOfferInput = { id: string; title: string; price: PlanPrice };

const quantity = (value: unknown, unitCode: string) => ({
  '@type': 'QuantitativeValue',
  value,
  unitCode,
});
/** UN/CEFACT codes of schema.org's unitCode, and how many of them make one billing period. */
const BILLING_UNITS: Record<string, ReturnType<typeof quantity>> = {
  month: quantity(1, 'MON'),
  'two-weeks': quantity(2, 'WEE'),
  year: quantity(1, 'ANN'),
};

/** Each plan an Offer whose UnitPriceSpecifications state every fee the page shows, 0 included. */
export function membershipOffersJsonLd(
  plans: readonly MembershipOfferInput[],
  { pageUrl, feeNames }: { pageUrl: string; feeNames: { joiningFee: string; annualFee: string } },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    url: pageUrl,
    itemListElement: plans.map(({ id, title, price }) => {
      const money = (amount: number) => ({
        '@type': 'UnitPriceSpecification',
        price: amount,
        priceCurrency: 'CAD',
        valueAddedTaxIncluded: price.taxesIncluded,
      });
      const unit = BILLING_UNITS[price.per];
      return {
        '@type': 'Offer',
        name: title,
        url: `${pageUrl}#${id}`,
        itemOffered: { '@type': 'Service', name: title },
        priceCurrency: 'CAD',
        priceSpecification: [
          {
            ...money(price.amount),
            // A “from” price is the lowest of several rates.
            ...(price.from ? { minPrice: price.amount } : {}),
            ...(unit
              ? {
                  priceComponentType: 'https://schema.org/Subscription',
                  referenceQuantity: unit,
                }
              : { referenceQuantity: { ...quantity(price.visits, 'C62'), unitText: 'visit' } }),
            ...(price.minimumTermMonths > 0
              ? { billingDuration: quantity(price.minimumTermMonths, 'MON') }
              : {}),
          },
          {
            ...money(price.joiningFee),
            name: feeNames.joiningFee,
            priceComponentType: 'https://schema.org/ActivationFee',
          },
          {
            ...money(price.annualFee),
            name: feeNames.annualFee,
            referenceQuantity: BILLING_UNITS.year,
          },
        ],
      };
    }),
  };
}
