// The club's UTC offsets, worked out at build time: Intl with a time zone costs a phone's first
// call 25–70 ms on every page (the badge is in every footer). Outside the table's years, Intl.

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
