// The build's table of the club's UTC offsets, and the badge's clock read from it: the same
// answer as Intl at every instant, without Intl where the table reaches.
import { clockIn } from '../clock';
import { offsetAt } from '../zone-offsets';
import { buildZoneOffsets, clubZoneOffsets } from '../build/zone-offsets-table';

const HOUR = 60 * 60 * 1000;
const FROM = Date.UTC(2025, 0, 1);
const UNTIL = Date.UTC(2031, 0, 1);

/** What Intl says, for comparison (the fallback's own path). */
const intlClock = (now: Date, zone: string) => clockIn(now, zone);

describe('buildZoneOffsets', () => {
  it('gives Saskatchewan one period: UTC-6 all year', () => {
    expect(buildZoneOffsets('America/Regina', FROM, UNTIL)).toEqual({
      zone: 'America/Regina',
      until: UNTIL,
      periods: [[FROM, -360]],
    });
  });

  it('finds each daylight saving change of a zone that has them, to the minute', () => {
    const table = buildZoneOffsets('America/Toronto', FROM, Date.UTC(2026, 0, 1));
    expect(table.periods).toEqual([
      [FROM, -300],
      [Date.parse('2025-03-09T07:00:00Z'), -240], // 2 AM EST
      [Date.parse('2025-11-02T06:00:00Z'), -300], // 2 AM EDT
    ]);
  });

  it('covers six years from the start of the build year, and nothing for a zone that is not one', () => {
    const table = clubZoneOffsets('America/Regina', new Date('2026-11-25T12:00:00Z'));
    expect(table?.periods[0]?.[0]).toBe(Date.UTC(2026, 0, 1));
    expect(table?.until).toBe(Date.UTC(2032, 0, 1));
    expect(clubZoneOffsets('Mars/Olympus_Mons')).toBeUndefined();
    expect(clubZoneOffsets('')).toBeUndefined();
  });
});

describe('offsetAt', () => {
  const table = buildZoneOffsets('America/Toronto', FROM, Date.UTC(2026, 0, 1));

  it('reads the period an instant falls in, changes included', () => {
    expect(offsetAt(table, Date.parse('2025-03-09T06:59:00Z'))).toBe(-300);
    expect(offsetAt(table, Date.parse('2025-03-09T07:00:00Z'))).toBe(-240);
    expect(offsetAt(table, Date.parse('2025-12-31T23:59:00Z'))).toBe(-300);
  });

  it('knows nothing outside the table', () => {
    expect(offsetAt(table, FROM - 1)).toBeUndefined();
    expect(offsetAt(table, Date.UTC(2026, 0, 1))).toBeUndefined();
  });
});

describe('clockIn with the table', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(['America/Regina', 'America/Toronto', 'Asia/Kolkata', 'America/St_Johns'])(
    'agrees with Intl every 29 hours for six years in %s',
    (zone) => {
      const table = buildZoneOffsets(zone, FROM, UNTIL);
      for (let t = FROM; t < UNTIL; t += 29 * HOUR + 13 * 60 * 1000) {
        const now = new Date(t);
        expect(clockIn(now, zone, table)).toEqual(intlClock(now, zone));
      }
    },
  );

  it('does not call Intl where the table reaches, and does outside it or for another zone', () => {
    const table = buildZoneOffsets('America/Regina', FROM, UNTIL);
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    clockIn(new Date('2026-11-25T18:00:00Z'), 'America/Regina', table);
    expect(intl).not.toHaveBeenCalled();

    expect(clockIn(new Date('2040-06-04T16:00:00Z'), 'America/Regina', table)).toEqual({
      day: 0,
      minutes: 10 * 60,
      date: '2040-06-04',
    });
    clockIn(new Date('2026-11-25T18:00:00Z'), 'America/Winnipeg', table);
    expect(intl).toHaveBeenCalledTimes(2);
  });
});
