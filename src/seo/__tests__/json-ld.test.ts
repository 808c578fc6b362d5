import { FIXTURE_CONTENT } from '../../../fixtures';
import { loadContent } from '../../../content-library';
import {
  exerciseGymJsonLd as gymJsonLd,
  specialOpeningHoursSpecification,
  type GymSite,
} from '../json-ld';
import { faqPageJsonLd } from '../faq-json-ld';
import { membershipOffersJsonLd } from '../offers-json-ld';
import { clubHoursOf } from '../../__tests__/support/club-hours';

const site = loadContent('site', FIXTURE_CONTENT);

const gym: GymSite = {
  name: 'Bridge City Fitness',
  description: 'A gym',
  siteUrl: 'https://www.example.com',
  language: 'en-CA',
  socialImage: { alt: '', src: { publicURL: '/card.jpg' } },
  contact: site.contact,
  ...clubHoursOf(site, '2026-01-01'),
  location: { latitude: 52.12823, longitude: -106.66542, timeZone: site.location.timeZone },
};
const withHolidays = (upcoming: Queries.ClubHoursFragment['hours']['exceptions']['upcoming']) => ({
  ...gym,
  hours: { ...gym.hours, exceptions: { upcoming } },
});
const exerciseGymJsonLd = (site: GymSite) => gymJsonLd(site, 'https://www.example.com/card.jpg');

describe('exerciseGymJsonLd', () => {
  it('describes a gym open around the clock every day of the week', () => {
    const [hours] = exerciseGymJsonLd(gym).openingHoursSpecification as Record<string, unknown>[];

    expect(hours).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(hours!.dayOfWeek).toHaveLength(7);
  });

  it('places the gym on the map', () => {
    expect(exerciseGymJsonLd(gym).geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 52.12823,
      longitude: -106.66542,
    });
  });

  it("adds the staffed hours of site.yaml as departments, apart from members' 24/7 access", () => {
    const departments = exerciseGymJsonLd(gym).department as Record<string, unknown>[];

    expect(departments.map((d) => d.name)).toEqual([
      'Bridge City Fitness: Office hours',
      'Bridge City Fitness: Sales hours',
    ]);
    expect(departments[0]!.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '10:00',
        closes: '17:00',
      },
    ]);
    // Sunday's "By e-mail enquiry only" is no opening time: Sunday is left out.
    expect(departments[1]!.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '10:00',
        closes: '20:00',
      }),
      expect.objectContaining({
        dayOfWeek: ['Friday', 'Saturday'],
        opens: '10:00',
        closes: '18:00',
      }),
    ]);
  });
});

describe('faqPageJsonLd', () => {
  it('makes each question a Question with its answer as the accepted Answer', () => {
    const data = faqPageJsonLd([
      {
        question: 'Can I bring a guest?',
        answer: '<p>Yes, with <strong>Platinum</strong>.</p>',
      },
    ]);

    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Can I bring a guest?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: '<p>Yes, with <strong>Platinum</strong>.</p>',
          },
        },
      ],
    });
  });
});

describe('membershipOffersJsonLd', () => {
  const membership = loadContent('membership', FIXTURE_CONTENT);
  const data = membershipOffersJsonLd(membership.plans, {
    pageUrl: 'https://www.example.com/membership/',
    feeNames: membership.comparison.rows,
  });
  const offers = data.itemListElement as Record<string, unknown>[];
  const specs = (i: number) => offers[i]!.priceSpecification as Record<string, unknown>[];

  it('makes each plan of the fixture an Offer at its anchor on the page', () => {
    expect(data['@type']).toBe('OfferCatalog');
    expect(offers.map((o) => [o['@type'], o.name, o.url])).toEqual(
      membership.plans.map((p) => [
        'Offer',
        p.title,
        `https://www.example.com/membership/#${p.id}`,
      ]),
    );
  });

  it('prices each plan in CAD with the content’s amount, fees and taxes', () => {
    membership.plans.forEach((plan, i) => {
      const [amount, joining, annual] = specs(i);
      for (const spec of specs(i)) {
        expect(spec).toMatchObject({
          '@type': 'UnitPriceSpecification',
          priceCurrency: 'CAD',
          valueAddedTaxIncluded: plan.price.taxesIncluded,
        });
      }
      expect([amount!.price, joining!.price, annual!.price]).toEqual([
        plan.price.amount,
        plan.price.joiningFee,
        plan.price.annualFee,
      ]);
      expect(joining!.priceComponentType).toBe('https://schema.org/ActivationFee');
      expect(annual!.referenceQuantity).toEqual({
        '@type': 'QuantitativeValue',
        value: 1,
        unitCode: 'ANN',
      });
    });
  });

  it('bills a monthly plan per month, for its minimum term; a “from” price is a minimum', () => {
    const i = membership.plans.findIndex((p) => p.price.minimumTermMonths > 0);
    const plan = membership.plans[i]!;
    expect(plan.price.per).toBe('month');
    expect(specs(i)[0]).toMatchObject({
      priceComponentType: 'https://schema.org/Subscription',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      billingDuration: {
        '@type': 'QuantitativeValue',
        value: plan.price.minimumTermMonths,
        unitCode: 'MON',
      },
    });
    expect(specs(i)[0]).not.toHaveProperty('minPrice');

    const from = membership.plans.findIndex((p) => p.price.from);
    expect(specs(from)[0]!.minPrice).toBe(membership.plans[from]!.price.amount);
    const none = membership.plans.findIndex((p) => p.price.minimumTermMonths === 0);
    expect(specs(none)[0]).not.toHaveProperty('billingDuration');
  });

  it('prices a punch pass per pack of its visits', () => {
    const i = membership.plans.findIndex((p) => p.price.per === 'pack');
    expect(specs(i)[0]).toMatchObject({
      price: membership.plans[i]!.price.amount,
      referenceQuantity: {
        '@type': 'QuantitativeValue',
        value: membership.plans[i]!.price.visits,
        unitText: 'visit',
      },
    });
    expect(specs(i)[0]).not.toHaveProperty('priceComponentType');
  });

  it('bills two weeks as two weeks', () => {
    const [plan] = membership.plans;
    const data2 = membershipOffersJsonLd(
      [{ ...plan!, price: { ...plan!.price, per: 'two-weeks' } }],
      {
        pageUrl: 'https://www.example.com/membership/',
        feeNames: membership.comparison.rows,
      },
    );
    const [offer] = data2.itemListElement as { priceSpecification: Record<string, unknown>[] }[];
    expect(offer!.priceSpecification[0]!.referenceQuantity).toEqual({
      '@type': 'QuantitativeValue',
      value: 2,
      unitCode: 'WEE',
    });
  });
});

describe('holidays (the fixture site.yaml hours.exceptions)', () => {
  const holidays = site.hours.exceptions.days ?? [];
  const special = (date: string, opens: string, closes: string) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: date,
    validThrough: date,
    opens,
    closes,
  });

  it('gives each group its own holidays: shorter hours, and 00:00 to 00:00 when closed', () => {
    expect(specialOpeningHoursSpecification('Office hours', holidays)).toEqual([
      special('2026-12-24', '10:00', '14:00'),
      special('2026-12-25', '00:00', '00:00'),
    ]);
    expect(specialOpeningHoursSpecification('Sales hours', holidays)).toEqual([
      special('2026-12-24', '10:00', '14:00'),
      special('2026-12-25', '00:00', '00:00'),
      special('2026-12-26', '00:00', '00:00'),
    ]);
  });

  it('puts them on the staffed departments only; a holiday staffed as usual adds nothing', () => {
    const data = exerciseGymJsonLd(gym);
    const departments = data.department as Record<string, unknown>[];

    expect(
      departments.map((d) => (d.specialOpeningHoursSpecification as unknown[]).length),
    ).toEqual([2, 3]);
    expect(JSON.stringify(data)).not.toContain('2027-01-01');
    expect(data).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('leaves the property out when no holiday changes anything', () => {
    const departments = exerciseGymJsonLd(withHolidays([])).department as Record<string, unknown>[];
    expect(departments[0]).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});
