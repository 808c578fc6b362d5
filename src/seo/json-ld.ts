// schema.org data for search engines: the club as an ExerciseGym, open around the clock to
// members, with its staffed hours as departments; the FAQ as an FAQPage; the plans as Offers.
import {
  exceptionDay,
  isoClock,
  WEEKDAYS,
  weekHours,
  type HoursException,
  type HoursGroupInput,
} from '../../contracts/hours';
import type { PlanPrice } from '../membership/prices';

type JsonLd = Record<string, unknown>;

/** One OpeningHoursSpecification per time range; days with a note only (or none) are closed. */
export function openingHoursSpecification(group: HoursGroupInput): JsonLd[] {
  const byRange = new Map<string, string[]>();
  weekHours(group).forEach((day, i) => {
    if (!day || !('range' in day)) return;
    const key = `${isoClock(day.range.opens)}-${isoClock(day.range.closes)}`;
    byRange.set(key, [...(byRange.get(key) ?? []), WEEKDAYS[i]!]);
  });
  return [...byRange].map(([key, dayOfWeek]) => {
    const [opens, closes] = key.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes };
  });
}

/** One day each (validFrom = validThrough), 00:00 to 00:00 when closed, as schema.org wants. */
export function specialOpeningHoursSpecification(
  groupName: string,
  holidays: readonly HoursException[],
): JsonLd[] {
  return holidays.flatMap(({ date }) => {
    const day = exceptionDay(holidays, groupName, date);
    if (!day) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: date,
        validThrough: date,
        opens: isoClock(day.range?.opens ?? 0),
        closes: isoClock(day.range?.closes ?? 0),
      },
    ];
  });
}

export function exerciseGymJsonLd(site: Queries.SeoSiteFragment, imageUrl: string): JsonLd {
  const { contact, location, hours } = site;
  const [locality = contact.cityProvince, region = ''] = contact.cityProvince
    .split(',')
    .map((s) => s.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    name: site.name,
    description: site.description,
    url: `${site.siteUrl}/`,
    image: imageUrl,
    telephone: contact.phone,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address,
      addressLocality: locality,
      addressRegion: region,
      postalCode: contact.postalCode,
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    // Members' access, around the clock.
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: WEEKDAYS,
        opens: '00:00',
        closes: '23:59',
      },
    ],
    // When someone is at the desk: separate from the 24/7 access above.
    department: hours.groups.map((group) => {
      const special = specialOpeningHoursSpecification(group.name, hours.exceptions.upcoming);
      return {
        '@type': 'ExerciseGym',
        name: `${site.name}: ${group.name}`,
        telephone: contact.phone,
        openingHoursSpecification: openingHoursSpecification(group),
        ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
      };
    }),
  };
}

/** The FAQ as schema.org FAQPage; answers are HTML, which FAQPage's Answer.text may hold. */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

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
