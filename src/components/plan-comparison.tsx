// The plans' prices in two renderings of the same rows: a list in each card on a phone, a table
// from 992 px. CSS shows one (display: none on the other), so a screen reader meets each once.
import React from 'react';
import { PRICE_ROWS, priceFacts, type PlanPrice, type PriceWords } from '../membership/prices';

/** The first-year total's footnote, which both renderings point at. */
export const FIRST_YEAR_NOTE_ID = 'plans-first-year-note';

type PricedPlan = { readonly id: string; readonly title: string; readonly price: PlanPrice };

export const PlanFacts = ({ price, words }: { price: PlanPrice; words: PriceWords }) => {
  const facts = priceFacts(price, words);
  return (
    <dl className="plan-facts">
      {PRICE_ROWS.map((row) => (
        <div key={row}>
          <dt aria-describedby={row === 'firstYear' ? FIRST_YEAR_NOTE_ID : undefined}>
            {words.rows[row]}
          </dt>
          <dd>{facts[row]}</dd>
        </div>
      ))}
    </dl>
  );
};

export const PlanTable = ({
  plans,
  words,
}: {
  plans: readonly PricedPlan[];
  words: PriceWords;
}) => {
  const facts = plans.map((plan) => priceFacts(plan.price, words));
  return (
    <div className="plan-comparison">
      <table className="plan-table">
        <caption>{words.caption}</caption>
        <thead>
          <tr>
            <td />
            {plans.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PRICE_ROWS.map((row) => (
            <tr key={row}>
              <th
                scope="row"
                aria-describedby={row === 'firstYear' ? FIRST_YEAR_NOTE_ID : undefined}
              >
                {words.rows[row]}
              </th>
              {facts.map((fact, i) => (
                <td key={plans[i]!.id}>{fact[row]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
