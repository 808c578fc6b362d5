import type { Lead } from '../../../lambda/lib/leads/lead';
import { books, pace, referencedId, type Post, type Seen } from '../load/books';

const ok = (email: string, ms = 100): Post => ({ sender: 'visitor with script', email, ms });
const refused = (email: string, why: string, ms = 100): Post => ({
  ...ok(email, ms),
  refusedFor: why,
});

/** The store and mailbox: `stored` addresses (one twice is two items), `queued`, `mails` and `listed`. */
function seen(
  stored: string[],
  queued: string[] = [],
  mails: string[] = [],
  listed: string[] = [],
): Seen {
  const leads = new Map<string, Lead[]>();
  for (const email of stored) {
    const lead = {
      id: `id-${email}`,
      emailLower: email,
      ...(listed.includes(email) && { review: { listedAt: 'then' } }),
    };
    leads.set(email, [...(leads.get(email) ?? []), lead as unknown as Lead]);
  }
  const count = new Map<string, number>();
  for (const email of mails) count.set(`id-${email}`, (count.get(`id-${email}`) ?? 0) + 1);
  return { leads, unsent: new Set(queued.map((email) => `id-${email}`)), mails: count };
}

describe('books', () => {
  it('balances when every thanked lead is stored once and mailed or queued', () => {
    // Prepare
    const sent = [ok('a'), ok('b'), ok('c'), ok('d'), ok('c', 50)];

    // Act
    const figures = books(sent, seen(['a', 'b', 'c', 'd'], ['b', 'd'], ['a', 'c']));

    // Assess
    expect(figures).toEqual({
      sent: 4,
      requests: 5,
      thanked: 4,
      stored: 4,
      duplicates: 0,
      mailed: 2,
      extraMails: 0,
      listed: 0,
      queued: 2,
      lost: 0,
      lostEmails: [],
    });
  });

  it('counts a thanked lead missing from the store as lost', () => {
    // Act
    const figures = books([ok('a'), ok('b')], seen(['a'], [], ['a']));

    // Assess
    expect(figures).toMatchObject({ thanked: 2, stored: 1, lost: 1, lostEmails: ['b'] });
  });

  it('counts a stored lead neither mailed, queued nor listed as lost, even if refused', () => {
    // Act
    const figures = books(
      [ok('a'), refused('b', 'HTTP 502'), ok('c')],
      seen(['a', 'b', 'c'], [], [], ['c']),
    );

    // Assess
    expect(figures).toMatchObject({ stored: 3, listed: 1, lost: 2, lostEmails: ['a', 'b'] });
  });

  it('does not count a refused lead that never reached the store as lost', () => {
    // Act
    const figures = books([refused('a', 'HTTP 403')], seen([]));

    // Assess
    expect(figures).toMatchObject({ sent: 1, thanked: 0, stored: 0, lost: 0 });
  });

  it('counts a lead refused, then thanked on its second try, as thanked once', () => {
    // Act
    const figures = books(
      [refused('a', 'no answer within 10 s', 10_000), ok('a')],
      seen(['a'], [], ['a']),
    );

    // Assess
    expect(figures).toMatchObject({ sent: 1, requests: 2, thanked: 1, lost: 0 });
  });

  it('counts duplicates in the store and second copies of a mail', () => {
    // Act
    const figures = books([ok('a'), ok('b')], seen(['a', 'a', 'b'], [], ['a', 'b', 'b', 'b']));

    // Assess
    expect(figures).toMatchObject({ stored: 2, duplicates: 1, mailed: 2, extraMails: 2 });
  });

  it('counts a lead both mailed and still queued (SES took it, marking it failed) as mailed', () => {
    // Act
    const figures = books([ok('a')], seen(['a'], ['a'], ['a']));

    // Assess
    expect(figures).toMatchObject({ mailed: 1, queued: 0, lost: 0 });
  });
});

describe('pace', () => {
  it('gives thanked leads and requests per minute, and the latency over every request', () => {
    // Prepare: 120 requests in 30 s, 100 distinct thanked leads, one slow refusal.
    const sent = [
      ...Array.from({ length: 100 }, (_, i) => ok(`lead-${i}`, i + 1)),
      ...Array.from({ length: 19 }, (_, i) => ok(`lead-${i}`, 50)),
      refused('late', 'no answer within 10 s', 10_000),
    ];

    // Act
    const figures = pace(sent, 30_000);

    // Assess
    expect(figures).toEqual({
      leadsPerMinute: 200,
      requestsPerMinute: 240,
      p50Ms: 50,
      p99Ms: 100,
      maxMs: 10_000,
    });
  });
});

describe('referencedId', () => {
  it('reads the lead id a mail names', () => {
    // Act and assess
    expect(
      referencedId('Sent from / on 2026-01-01T00:00:00.000Z (reference 1b9d6bcd-bbfd-4b2d).\n'),
    ).toBe('1b9d6bcd-bbfd-4b2d');
    expect(referencedId('No reference here')).toBeUndefined();
    expect(referencedId(undefined)).toBeUndefined();
  });
});
