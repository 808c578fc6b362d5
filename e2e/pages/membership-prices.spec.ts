// /membership/'s price comparison, at both widths: on a phone each plan's card lists its rows
// (price, joining fee, annual fee, minimum term, notice, taxes, first-year total), from 992 px
// one table holds them with the plans as columns, and only one of the two is shown. The
// expected texts are worked out here from the fixture's numbers with Intl.NumberFormat, apart
// from the page's own arithmetic and formatting.
import type { Page } from '@playwright/test';
import { membership } from '../support/content';
import { expect, test } from '../support/fixtures';

const words = membership.comparison;
const plans = membership.plans;
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format;
const PER_YEAR: Record<string, number> = { month: 12, 'two-weeks': 26, year: 1 };
const PERIOD_WORDS: Record<string, string> = {
  month: words.periods.month,
  'two-weeks': words.periods.twoWeeks,
  year: words.periods.year,
};

type Plan = (typeof plans)[number];

/** A “from” price and its note ("per employee") around a sum. */
const framed = ({ price }: Plan, text: string) =>
  [price.from ? words.from : '', text, price.note ?? ''].filter(Boolean).join(' ');
const count = (w: { one: string; other: string }, n: number) =>
  n === 0 ? words.none : (n === 1 ? w.one : w.other).replace('{count}', String(n));

/** The labels and values a visitor should read for a plan, in the page's order. */
function expectedRows(plan: Plan): [string, string][] {
  const { price } = plan;
  const perYear = PER_YEAR[price.per];
  return [
    [
      words.rows.price,
      framed(
        plan,
        `${cad(price.amount)} ${
          price.per === 'pack'
            ? words.pack.replace('{visits}', String(price.visits))
            : PERIOD_WORDS[price.per]
        }`,
      ),
    ],
    [words.rows.joiningFee, price.joiningFee === 0 ? words.none : cad(price.joiningFee)],
    [words.rows.annualFee, price.annualFee === 0 ? words.none : cad(price.annualFee)],
    [words.rows.minimumTerm, count(words.months, price.minimumTermMonths)],
    [words.rows.notice, count(words.days, price.noticeDays)],
    [words.rows.taxes, price.taxesIncluded ? words.taxesIncluded : words.taxesExtra],
    [
      words.rows.firstYear,
      perYear === undefined
        ? words.firstYearPerPack
        : framed(plan, cad(perYear * price.amount + price.joiningFee + price.annualFee)),
    ],
  ];
}

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await page.goto('/membership/');
});

test('every plan’s price, fees, term, notice, taxes and first year, once, at this width', async ({
  page,
}) => {
  const m = main(page);
  const wide = page.viewportSize()!.width >= 992;
  const table = m.getByRole('table', { name: words.caption });

  if (wide) {
    // One table, the plans as columns, the rows' labels as row headers.
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(plans.map((p) => p.title));
    const rows = table.locator('tbody tr');
    const expected = plans.map(expectedRows);
    await expect(rows).toHaveCount(expected[0]!.length);
    for (const [r, [label]] of expected[0]!.entries()) {
      const row = rows.nth(r);
      await expect(row.getByRole('rowheader')).toHaveText(label);
      await expect(row.getByRole('cell')).toHaveText(
        expected.map((rowsOfPlan) => rowsOfPlan[r]![1]),
      );
    }
    // The cards keep their price line; their lists are the table's job here.
    for (const plan of plans) {
      const card = m.locator(`article#${plan.id}`);
      await expect(card.locator('dl')).toBeHidden();
      const line = card.locator('.plan-price');
      await expect(line).toBeVisible();
      await expect(line).toHaveText(expectedRows(plan)[0]![1]);
    }
  } else {
    await expect(table).toBeHidden();
    for (const plan of plans) {
      const card = m.locator(`article#${plan.id}`);
      const list = card.locator('dl');
      await expect(list).toBeVisible();
      const rows = expectedRows(plan);
      await expect(list.locator('dt')).toHaveText(rows.map(([label]) => label));
      await expect(list.locator('dd')).toHaveText(rows.map(([, value]) => value));
      // The price is the list's first row, not said a second time above it.
      await expect(card.locator('.plan-price')).toBeHidden();
    }
  }
  // The footnote that explains the first-year total, which its row names as its description.
  await expect(m.getByText(words.firstYearNote, { exact: true })).toBeVisible();
  const firstYear = wide
    ? table.getByRole('rowheader', { name: words.rows.firstYear })
    : m.locator('dt').filter({ hasText: words.rows.firstYear }).first();
  await expect(firstYear).toHaveAccessibleDescription(words.firstYearNote);
});
