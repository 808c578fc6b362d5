// Build time only (gatsby-node): the periods of one UTC offset of a time zone between two
// instants, for the browser's table (zone-offsets.ts). luxon reads the offsets; a change is
// found day by day, then to the minute.
import { DateTime } from 'luxon';
import type { ZoneOffsets } from '../zone-offsets';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const offsetOf = (zone: string, ms: number) => DateTime.fromMillis(ms, { zone }).offset;

export function buildZoneOffsets(zone: string, from: number, until: number): ZoneOffsets {
  if (!DateTime.local().setZone(zone).isValid) throw new Error(`Unknown time zone "${zone}"`);
  const periods: [number, number][] = [[from, offsetOf(zone, from)]];
  for (let day = from; day < until; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, until);
    const before = offsetOf(zone, day);
    if (offsetOf(zone, next) === before) continue;
    // The first minute of the new offset, between `day` and `next`.
    let low = day;
    let high = next;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetOf(zone, middle) === before) low = middle;
      else high = middle;
    }
    periods.push([high, offsetOf(zone, high)]);
  }
  return { zone, until, periods };
}

/** Six years from the build's year, so the bundle changes once a year; undefined for no zone. */
export function clubZoneOffsets(zone: string, now = new Date()): ZoneOffsets | undefined {
  if (!zone || !DateTime.local().setZone(zone).isValid) return undefined;
  const year = now.getUTCFullYear();
  return buildZoneOffsets(zone, Date.UTC(year, 0, 1), Date.UTC(year + 6, 0, 1));
}
