// The words an editor reads beside their save, for each thing the pipeline can decide.
import { clockTime } from '../../../contracts/live-site';
import { SAVE_STATUSES, saveStatus, type SaveOutcome } from '../notify';

const at = new Date('2026-11-28T16:42:00Z');
const zone = { at, timeZone: 'America/Regina' };

describe('saveStatus', () => {
  it('says since when a published save is live, in the club’s time', () => {
    expect(saveStatus('published', zone)).toEqual({
      state: 'success',
      description: 'Live on the website since 10:42 on Saturday, November 28',
    });
    expect(clockTime(at, 'UTC')).toBe('16:42 on Saturday, November 28');
  });

  it('says a save a later one carried to the site is live too', () => {
    expect(saveStatus('replaced', zone)).toEqual({
      state: 'success',
      description: "Live on the website: a later save, with this one's changes, went live first",
    });
  });

  it('sends a refused save to the issue that says what to change', () => {
    expect(saveStatus('refused', zone)).toEqual({
      state: 'failure',
      description:
        'Not published: the issue "A content save could not be published" says what to change',
    });
  });

  it('says a save whose publish failed is not live, and that its content is not the cause', () => {
    expect(saveStatus('failed', zone)).toEqual({
      state: 'failure',
      description:
        'Not published: the site could not be updated (not your content). Save again later',
    });
  });

  it('says a save that came with code waits for a maintainer', () => {
    expect(saveStatus('waiting', zone)).toEqual({
      state: 'pending',
      description:
        'Not published: files that are not content came with this save; a maintainer reviews them first',
    });
  });

  it('fits every description in the 140 characters GitHub keeps', () => {
    const longest = new Date('2026-09-30T16:42:00Z');
    for (const outcome of Object.keys(SAVE_STATUSES) as SaveOutcome[]) {
      expect(
        saveStatus(outcome, { at: longest, timeZone: 'America/Regina' }).description.length,
      ).toBeLessThanOrEqual(140);
    }
  });
});
