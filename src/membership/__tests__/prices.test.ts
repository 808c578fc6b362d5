import { FIXTURE_CONTENT } from '../../../fixtures';
import { loadContent } from '../../../content-library';
import {
  firstYearTotal,
  formatCad,
  priceFacts,
  priceLine,
  PRICE_ROWS,
  type PlanPrice,
} from '../prices';

const { plans, comparison: words } = loadContent('membership', FIXTURE_CONTENT);
const plan = (id: string) => plans.find((p) => p.id === id)!;

const monthly: PlanPrice = {
  from: false,
  amount: 49.99,
  per: 'month',
  joiningFee: 25,
  annualFee: 10.01,
  minimumTermMonths: 0,
  noticeDays: 30,
  taxesIncluded: false,
};

describe('formatCad', () => {
  it('writes dollars as Intl.NumberFormat does for en-CA and CAD', () => {
    const intl = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
    const amounts = [0, 0.07, 0.1, 1, 9.99, 49.99, 120, 599.88, 1000, 1234.5, 98765.43, 1e6];
    for (let c = 0; c < 300_000; c += 997) amounts.push(c / 100);

    expect(amounts.map(formatCad)).toEqual(amounts.map((a) => intl.format(a)));
  });
});

describe('firstYearTotal', () => {
  it('adds the periods of a year, the joining fee and the annual fee, in whole cents', () => {
    expect(firstYearTotal(monthly)).toBe(634.89); // 12 × 49.99 + 25 + 10.01
    expect(firstYearTotal({ ...monthly, per: 'two-weeks' })).toBe(1334.75); // 26 × 49.99 + 35.01
    expect(firstYearTotal({ ...monthly, per: 'year' })).toBe(85); // 1 × 49.99 + 35.01
    // 12 × 1.1 is 13.200000000000001 in floating point.
    expect(firstYearTotal({ ...monthly, amount: 1.1, joiningFee: 0, annualFee: 0 })).toBe(13.2);
  });

  it('has none for a pack of visits, which has no year', () => {
    expect(firstYearTotal({ ...monthly, per: 'pack', visits: 10 })).toBeUndefined();
  });
});

describe('priceLine and priceFacts on the fixture', () => {
  it('reads a “from” price with its note as a sentence', () => {
    expect(priceLine(plan('corporate').price, words)).toBe('from $34.99 / month per employee');
  });

  it('writes a punch pass as the price of its pack', () => {
    expect(priceLine(plan('punch-passes').price, words)).toBe('$120.00 for 10 visits');
    expect(priceFacts(plan('punch-passes').price, words).firstYear).toBe(words.firstYearPerPack);
  });

  it('says “none” for a fee, a term or a notice of 0, and counts the others', () => {
    const facts = priceFacts(plan('active-lifestyle-club').price, words);

    expect(Object.keys(facts)).toEqual([...PRICE_ROWS]);
    expect(facts).toEqual({
      price: '$39.99 / month',
      joiningFee: '$49.99',
      annualFee: '$29.99',
      minimumTerm: '12 months',
      notice: '30 days',
      taxes: words.taxesExtra,
      // 12 × 39.99 + 49.99 + 29.99
      firstYear: '$559.86',
    });
    expect(priceFacts(plan('punch-passes').price, words)).toMatchObject({
      joiningFee: words.none,
      minimumTerm: words.none,
      notice: words.none,
    });
    expect(priceFacts({ ...monthly, minimumTermMonths: 1, noticeDays: 1 }, words)).toMatchObject({
      minimumTerm: '1 month',
      notice: '1 day',
    });
  });
});
