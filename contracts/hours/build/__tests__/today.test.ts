// The build's date, which decides the holidays still to come: the club's, not the machine's.
import { contentToday, TODAY_OVERRIDE } from '../today';

const ZONE = 'America/Regina';

it("is the club's date, which is a day behind UTC in the evening", () => {
  // 9 PM on 27 November in Saskatoon is 03:00 on the 28th in UTC.
  expect(contentToday(ZONE, {}, new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-27');
  expect(contentToday(ZONE, {}, new Date('2026-11-28T06:00:00Z'))).toBe('2026-11-28');
});

it('is the override when one is set, as the fixture build does', () => {
  expect(contentToday(ZONE, { [TODAY_OVERRIDE]: '2026-11-23' }, new Date('2030-01-01'))).toBe(
    '2026-11-23',
  );
});

it('refuses an override that is no date, instead of building with a wrong list', () => {
  expect(() => contentToday(ZONE, { [TODAY_OVERRIDE]: '23/11/2026' })).toThrow(
    'CONTENT_TODAY="23/11/2026" is not a date written YYYY-MM-DD',
  );
});

it("is UTC's date for a zone that is none, which the content check reports", () => {
  expect(contentToday('Saskatoon', {}, new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-28');
  expect(contentToday('', {}, new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-28');
});
