import { byEntryOrder, groupQuestions, nodeEntries, sortEntries } from '../entries';

describe('the order of a folder’s entries', () => {
  it('puts entries without a position first, by id with digits as numbers, then the rest by position', () => {
    // Prepare
    const entries = [
      { id: 'jordan-lee' },
      { id: '10' },
      { id: '3', order: 2 },
      { id: '2' },
      { id: '7', order: 1 },
    ];

    // Act
    const ids = sortEntries(entries).map((e) => e.id);

    // Assess
    expect(ids).toEqual(['2', '10', 'jordan-lee', '7', '3']);
    expect(byEntryOrder({ id: 'a', order: null }, { id: 'b' })).toBeLessThan(0);
    expect(byEntryOrder({ id: 'a', order: 1 }, { id: 'b' })).toBeGreaterThan(0);
  });

  it('reads a page query’s yamlId as the id', () => {
    expect(nodeEntries([{ yamlId: 'b' }, { yamlId: 'a' }]).map((n) => n.id)).toEqual(['a', 'b']);
  });
});

describe('groupQuestions', () => {
  it('keeps the groups’ order, sorts each group’s questions and drops an empty group', () => {
    // Prepare
    const groups = [{ id: 'guests' }, { id: 'empty' }, { id: 'access' }];
    const questions = [
      { id: 'lost-fob', group: 'access', order: 2 },
      { id: 'guest-passes', group: 'guests', order: 1 },
      { id: 'key-fob', group: 'access', order: 1 },
    ];

    // Act
    const grouped = groupQuestions(groups, questions);

    // Assess
    expect(grouped.map((g) => [g.id, g.questions.map((q) => q.id)])).toEqual([
      ['guests', ['guest-passes']],
      ['access', ['key-fob', 'lost-fob']],
    ]);
  });
});
