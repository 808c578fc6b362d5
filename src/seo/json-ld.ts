// schema.org data for search engines: the club as an ExerciseGym, open around the clock to
// members, with its staffed hours as departments; and the FAQ page as an FAQPage.
import {
  exceptionDay,
  isoClock,
  WEEKDAYS,
  weekHours,
  type HoursException,
  type HoursGroupInput,
} from '../../contracts/hours';
import { jsonInScript } from '../../contracts/json-in-script';

export type GymFacts = {
  name: string;
  description: string;
  siteUrl: string;
  imageUrl: string;
  telephone: string;
  email: string;
  streetAddress: string;
  cityProvince: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  /** The staffed hours (office, sales): each becomes a department with its own opening hours. */
  staffedHours: readonly HoursGroupInput[];
  /** The holidays still to come (content/site.yaml hours.exceptions), which change them. */
  holidays?: readonly HoursException[];
};

/** One OpeningHoursSpecification per time range; days with a note only (or none) are closed. */
export function openingHoursSpecification(group: HoursGroupInput): Record<string, unknown>[] {
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
): Record<string, unknown>[] {
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

export function exerciseGymJsonLd(gym: GymFacts): Record<string, unknown> {
  const [locality = gym.cityProvince, region = ''] = gym.cityProvince
    .split(',')
    .map((s) => s.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    name: gym.name,
    description: gym.description,
    url: `${gym.siteUrl}/`,
    image: gym.imageUrl,
    telephone: gym.telephone,
    email: gym.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: gym.streetAddress,
      addressLocality: locality,
      addressRegion: region,
      postalCode: gym.postalCode,
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: gym.latitude, longitude: gym.longitude },
    // Members' access, around the clock.
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ],
    // When someone is at the desk: separate from the 24/7 access above.
    department: gym.staffedHours.map((group) => {
      const special = specialOpeningHoursSpecification(group.name, gym.holidays ?? []);
      return {
        '@type': 'ExerciseGym',
        name: `${gym.name}: ${group.name}`,
        telephone: gym.telephone,
        openingHoursSpecification: openingHoursSpecification(group),
        ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
      };
    }),
  };
}

export type FaqEntry = { question: string; answerHtml: string };

/** The FAQ as schema.org FAQPage; answers are HTML, which FAQPage's Answer.text may hold. */
export function faqPageJsonLd(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answerHtml }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answerHtml },
    })),
  };
}

/** A membership plan's numbers (content/membership-plans/<id>.yaml) and where it is on the page. */
export type MembershipOfferInput = {
  id: string;
  title: string;
  price: {
    from: boolean;
    amount: number;
    per: string;
    visits?: number | null;
    joiningFee: number;
    annualFee: number;
    minimumTermMonths: number;
    taxesIncluded: boolean;
  };
};

/** UN/CEFACT codes of schema.org's unitCode, and how many of them make one billing period. */
const BILLING_UNITS: Record<string, { value: number; unitCode: string }> = {
  month: { value: 1, unitCode: 'MON' },
  'two-weeks': { value: 2, unitCode: 'WEE' },
  year: { value: 1, unitCode: 'ANN' },
};

/** Each plan an Offer whose UnitPriceSpecifications state every fee the page shows, 0 included. */
export function membershipOffersJsonLd(
  plans: readonly MembershipOfferInput[],
  { pageUrl, feeNames }: { pageUrl: string; feeNames: { joiningFee: string; annualFee: string } },
): Record<string, unknown> {
  const money = (price: number, taxesIncluded: boolean) => ({
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: 'CAD',
    valueAddedTaxIncluded: taxesIncluded,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    url: pageUrl,
    itemListElement: plans.map(({ id, title, price }) => {
      const unit = BILLING_UNITS[price.per];
      const amount = {
        ...money(price.amount, price.taxesIncluded),
        // A “from” price is the lowest of several rates.
        ...(price.from ? { minPrice: price.amount } : {}),
        ...(unit
          ? {
              priceComponentType: 'https://schema.org/Subscription',
              referenceQuantity: { '@type': 'QuantitativeValue', ...unit },
            }
          : {
              referenceQuantity: {
                '@type': 'QuantitativeValue',
                value: price.visits,
                unitCode: 'C62',
                unitText: 'visit',
              },
            }),
        ...(price.minimumTermMonths > 0
          ? {
              billingDuration: {
                '@type': 'QuantitativeValue',
                value: price.minimumTermMonths,
                unitCode: 'MON',
              },
            }
          : {}),
      };
      return {
        '@type': 'Offer',
        name: title,
        url: `${pageUrl}#${id}`,
        itemOffered: { '@type': 'Service', name: title },
        priceCurrency: 'CAD',
        priceSpecification: [
          amount,
          {
            ...money(price.joiningFee, price.taxesIncluded),
            name: feeNames.joiningFee,
            priceComponentType: 'https://schema.org/ActivationFee',
          },
          {
            ...money(price.annualFee, price.taxesIncluded),
            name: feeNames.annualFee,
            referenceQuantity: { '@type': 'QuantitativeValue', ...BILLING_UNITS.year },
          },
        ],
      };
    }),
  };
}

/** JSON for a <script type="application/ld+json">; `<` is escaped so text cannot close the tag. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return jsonInScript(data);
}
