// The deploy's gate: an older run never deploys over a newer one, except on purpose (a re-run).
import { gateDecision } from '../gate';

// History a <- b <- c, as git would answer.
const order = ['a', 'b', 'c'];
const isAncestor = (x: string, y: string) =>
  order.includes(x) && order.includes(y) ? order.indexOf(x) <= order.indexOf(y) : undefined;

const decide = (head: string, live: string | undefined, runAttempt = 1) =>
  gateDecision({ head, live, runAttempt, isAncestor });

describe('gateDecision', () => {
  it('skips a commit the live one contains, itself included', () => {
    expect(decide('a', 'c')).toMatchObject({ deploy: false });
    expect(decide('c', 'c')).toMatchObject({ deploy: false });
    expect(decide('a', 'c').reason).toMatch(/already contains/);
  });

  it('deploys a newer commit, and when the live one is unknown', () => {
    expect(decide('c', 'a')).toMatchObject({ deploy: true });
    expect(decide('a', undefined)).toMatchObject({ deploy: true });
  });

  it('deploys on a re-run, whatever is live: that is how an operator rolls back', () => {
    expect(decide('a', 'c', 2)).toMatchObject({ deploy: true });
  });
});
