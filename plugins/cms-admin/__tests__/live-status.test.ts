// The line /admin/ shows about the live website: its words for a publish and for a full
// deploy's build, in the club's time zone, and what counts as a record it can show.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { liveRecord, liveText, parseLiveRecord } from '../../../contracts/live-site';
import { buildRecord } from '../live-status';

const saved = {
  commit: 'c0ffee',
  subject: 'Update Membership Plans “month-to-month”',
  at: '2026-11-28T16:42:00.000Z',
  timeZone: 'America/Regina',
};

describe('liveText', () => {
  it('says since when a published save is live, in the club’s time, and what it was', () => {
    expect(liveText({ ...saved, by: 'publish' })).toBe(
      'Live on the website since 10:42 on Saturday, November 28: ' +
        'Update Membership Plans “month-to-month”',
    );
  });

  it('says only when a deployed build was made, since its deploy time is not known', () => {
    expect(liveText({ ...saved, by: 'build', subject: 'Widen the trainer cards' })).toBe(
      'Live on the website: the site built at 10:42 on Saturday, November 28: ' +
        'Widen the trainer cards',
    );
  });

  it('leaves out a subject it does not know', () => {
    expect(liveText({ ...saved, by: 'publish', subject: ' ' })).toBe(
      'Live on the website since 10:42 on Saturday, November 28',
    );
    expect(liveText({ ...saved, by: 'build', subject: '' })).toBe(
      'Live on the website: the site built at 10:42 on Saturday, November 28',
    );
  });

  it('tells the time of the zone it is given, across the date line of UTC', () => {
    expect(liveText({ ...saved, by: 'publish', at: '2026-11-29T03:05:00.000Z' })).toMatch(
      /^Live on the website since 21:05 on Saturday, November 28: /,
    );
  });
});

describe('parseLiveRecord', () => {
  const record = liveRecord({ ...saved, by: 'publish' });

  it('reads back a record as written', () => {
    expect(parseLiveRecord(JSON.stringify(record))).toEqual(record);
  });

  it.each([
    ['not JSON', '{"text": "Live'],
    ['not an object', '"Live on the website"'],
    ['without text', JSON.stringify({ ...record, text: '' })],
    ['with a number for a field', JSON.stringify({ ...record, commit: 42 })],
    ['by someone else', JSON.stringify({ ...record, by: 'hand' })],
    ['with no time', JSON.stringify({ ...record, at: 'soon' })],
  ])('refuses a file %s', (_, text) => {
    expect(parseLiveRecord(text)).toBeUndefined();
  });
});

describe('the build’s record', () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  const git = (format: string) =>
    execFileSync('git', ['log', '-1', `--format=${format}`], {
      cwd: root,
      encoding: 'utf8',
    }).trim();

  it('names the checkout’s commit and subject, and the build’s time', () => {
    const record = buildRecord(root, 'America/Regina', new Date(saved.at));
    expect(record).toMatchObject({ commit: git('%H'), subject: git('%s'), by: 'build' });
    expect(record.text).toBe(
      `Live on the website: the site built at 10:42 on Saturday, November 28: ${git('%s')}`,
    );
  });

  it('says only the time where there is no checkout', () => {
    const away = mkdtempSync(path.join(os.tmpdir(), 'no-checkout-'));
    const record = buildRecord(away, 'America/Regina', new Date(saved.at));
    rmSync(away, { recursive: true });
    expect(record.text).toBe(
      'Live on the website: the site built at 10:42 on Saturday, November 28',
    );
  });
});
