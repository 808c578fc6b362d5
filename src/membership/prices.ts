// A plan's price as the visitor reads it, its fees and first year's total, from the numbers of
// content/membership-plans/ and the words of content/membership.yaml.
import { fillText } from '../../contracts/fill-text';
import type { Content } from '../../content-library';

/** A plan's numbers: `price` in content/membership-plans/<id>.yaml. */
export type PlanPrice = Content['membership-plans']['price'];

export type PriceWords = Content['membership']['comparison'];

type CountWords = PriceWords['months'];

export const PERIODS_PER_YEAR = { month: 12, 'two-weeks': 26, year: 1 } as const;

const cents = (dollars: number) => Math.round(dollars * 100);

/** As Intl.NumberFormat('en-CA', CAD) writes them ("$1,234.50"), without Intl: its first call in
 * the browser loads ICU's locale data while the page hydrates. */
export function formatCad(dollars: number): string {
  const total = cents(dollars);
  const whole = Math.floor(total / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(total % 100).padStart(2, '0')}`;
}

/** The first year's total with its fees, in cents so 12 × 49.99 is 599.88; none for a pack. */
export function firstYearTotal(price: PlanPrice): number | undefined {
  const { per } = price;
  if (per === 'pack') return undefined;
  return (
    (cents(price.amount) * PERIODS_PER_YEAR[per] +
      cents(price.joiningFee) +
      cents(price.annualFee)) /
    100
  );
}

/** "from $34.99 / month per employee", "$120.00 for 10 visits". */
export function priceLine(price: PlanPrice, words: PriceWords): string {
  const { per } = price;
  const period =
    per === 'pack'
      ? fillText(words.pack, { visits: price.visits ?? '' })
      : words.periods[per === 'two-weeks' ? 'twoWeeks' : per];
  return withFromAndNote(`${formatCad(price.amount)} ${period}`, price, words);
}

function withFromAndNote(text: string, price: PlanPrice, words: PriceWords): string {
  return [price.from ? words.from : '', text, price.note ?? ''].filter(Boolean).join(' ');
}

const count = (words: CountWords, n: number) =>
  fillText(n === 1 ? words.one : words.other, { count: n });

const feeText = (fee: number, words: PriceWords) => (fee === 0 ? words.none : formatCad(fee));

export const PRICE_ROWS = [
  'price',
  'joiningFee',
  'annualFee',
  'minimumTerm',
  'notice',
  'taxes',
  'firstYear',
] as const;
export type PriceRow = (typeof PRICE_ROWS)[number];

export function priceFacts(price: PlanPrice, words: PriceWords): Record<PriceRow, string> {
  const total = firstYearTotal(price);
  return {
    price: priceLine(price, words),
    joiningFee: feeText(price.joiningFee, words),
    annualFee: feeText(price.annualFee, words),
    minimumTerm:
      price.minimumTermMonths === 0 ? words.none : count(words.months, price.minimumTermMonths),
    notice: price.noticeDays === 0 ? words.none : count(words.days, price.noticeDays),
    taxes: price.taxesIncluded ? words.taxesIncluded : words.taxesExtra,
    firstYear:
      total === undefined
        ? words.firstYearPerPack
        : withFromAndNote(formatCad(total), price, words),
  };
}
