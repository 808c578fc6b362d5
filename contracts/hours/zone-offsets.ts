// The club's UTC offsets, worked out at build time, so the browser can read the club's clock
// with plain arithmetic. Reading it with Intl.DateTimeFormat and a time zone costs a phone's
// first such call 25–70 ms (ICU loads its time zone and calendar data), one long task on every
// page, since the staffed-hours badge is in every footer (blocking time). Outside the table's
// years (a site not rebuilt for years) the badge falls back to Intl.

/** Each period's first instant (ms since the epoch) and its UTC offset in minutes, in order. */
export type ZoneOffsets = {
  readonly zone: string;
  readonly until: number;
  readonly periods: ReadonlyArray<readonly [start: number, offsetMinutes: number]>;
};

/** The UTC offset (minutes) of `table.zone` at `now`, or undefined outside the table. */
export function offsetAt(table: ZoneOffsets, now: number): number | undefined {
  const first = table.periods[0];
  if (!first || now < first[0] || now >= table.until) return undefined;
  let offset = first[1];
  for (const [start, minutes] of table.periods) {
    if (start > now) break;
    offset = minutes;
  }
  return offset;
}
