import {
  countBy,
  pace,
  referencedId,
  tally,
  type Observation,
  type Submission,
} from '../load/account';

const ok = (id: string, ms = 100, repeat = false): Submission => ({ id, ms, repeat });
const refused = (id: string, why: string, ms = 100, repeat = false): Submission => ({
  id,
  ms,
  repeat,
  refusedFor: why,
});

/** The store and mailbox: `stored` ids (an id twice is two items), `queued`, `mails` by id. */
const seen = (stored: string[], queued: string[] = [], mails: string[] = []): Observation => ({
  storedCount: countBy(stored),
  queued: new Set(queued),
  mailCount: countBy(mails),
});

describe('tally', () => {
  it('balances when every accepted lead is stored once and mailed or queued', () => {
    // Prepare
    const sent = [ok('a'), ok('b'), ok('c'), ok('d'), ok('c', 50, true)];

    // Act
    const books = tally(sent, seen(['a', 'b', 'c', 'd'], ['b', 'd'], ['a', 'c']));

    // Assess
    expect(books).toEqual({
      leads: 4,
      requests: 5,
      repeats: 1,
      accepted: 4,
      refused: 0,
      refusedReasons: {},
      stored: 4,
      duplicates: 0,
      strays: 0,
      mailed: 2,
      extraMails: 0,
      queued: 2,
      lost: 0,
      lostIds: [],
    });
  });

  it('counts an accepted lead missing from the store as lost', () => {
    // Act
    const books = tally([ok('a'), ok('b')], seen(['a'], [], ['a']));

    // Assess
    expect(books).toMatchObject({ accepted: 2, stored: 1, lost: 1, lostIds: ['b'] });
  });

  it('counts a stored lead neither mailed nor queued as lost, even if its visitor was refused', () => {
    // Act
    const books = tally([ok('a'), refused('b', 'HTTP 502')], seen(['a', 'b']));

    // Assess
    expect(books).toMatchObject({ stored: 2, mailed: 0, queued: 0, lost: 2, lostIds: ['a', 'b'] });
  });

  it('does not count a refused lead that never reached the store as lost', () => {
    // Act
    const books = tally([refused('a', 'HTTP 502')], seen([]));

    // Assess
    expect(books).toMatchObject({ accepted: 0, refused: 1, stored: 0, lost: 0 });
  });

  it('counts a lead refused, then accepted on its second try, as accepted once', () => {
    // Act
    const books = tally(
      [refused('a', 'no answer within 10 s', 10_000), ok('a', 100, true)],
      seen(['a'], [], ['a']),
    );

    // Assess
    expect(books).toMatchObject({
      leads: 1,
      requests: 2,
      repeats: 1,
      accepted: 1,
      refused: 1,
      refusedReasons: { 'no answer within 10 s': 1 },
      lost: 0,
    });
  });

  it('counts duplicates, strays and second copies of a mail', () => {
    // Act
    const books = tally([ok('a'), ok('b')], seen(['a', 'a', 'b', 'x'], [], ['a', 'b', 'b', 'b']));

    // Assess
    expect(books).toMatchObject({ stored: 2, duplicates: 1, strays: 1, mailed: 2, extraMails: 2 });
  });

  it('counts a lead both mailed and still queued (SES took it, marking it failed) as mailed', () => {
    // Act
    const books = tally([ok('a')], seen(['a'], ['a'], ['a']));

    // Assess
    expect(books).toMatchObject({ mailed: 1, queued: 0, lost: 0 });
  });

  it('groups the refusals by reason', () => {
    // Act
    const books = tally(
      [refused('a', 'HTTP 502'), refused('b', 'HTTP 502'), refused('c', 'network: reset')],
      seen([]),
    );

    // Assess
    expect(books.refusedReasons).toEqual({ 'HTTP 502': 2, 'network: reset': 1 });
  });
});

describe('pace', () => {
  it('gives accepted leads and requests per minute, and the latency over every request', () => {
    // Prepare: 120 requests in 30 s, 100 distinct accepted leads, one slow refusal.
    const sent = [
      ...Array.from({ length: 100 }, (_, i) => ok(`lead-${i}`, i + 1)),
      ...Array.from({ length: 19 }, (_, i) => ok(`lead-${i}`, 50, true)),
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
