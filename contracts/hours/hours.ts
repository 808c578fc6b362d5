// The club's hours as content/site.yaml writes them ("Monday-Thursday", "10AM-8PM"), read into
// numbers; the schema's patterns make sure every text an editor writes can be read here.

/** Monday first, as the hours are written; index 0 is Monday. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** "Every day" in content/site.yaml stands for the whole week. */
export const EVERY_DAY = 'Every day';

/** One line of an hours group: its days, and either a time range or a note such as "By e-mail enquiry only". */
export type HoursEntry = {
  readonly days: string;
  readonly time?: string | null;
  readonly note?: string | null;
};

export type HoursGroupInput = { readonly name: string; readonly times: readonly HoursEntry[] };

/** Minutes after midnight. */
export type TimeRange = { opens: number; closes: number };

/** The day indexes (0 = Monday) of "Every day", "Friday" or "Monday-Thursday"; null if unreadable. */
export function parseDays(days: string): number[] | null {
  if (days === EVERY_DAY) return [0, 1, 2, 3, 4, 5, 6];
  const [from, to = from, ...rest] = days.split('-');
  const start = WEEKDAYS.indexOf(from as Weekday);
  const end = WEEKDAYS.indexOf(to as Weekday);
  if (rest.length > 0 || start === -1 || end === -1 || end < start) return null;
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const CLOCK = /^(1[0-2]|[1-9])(?::([0-5][0-9]))?(AM|PM)$/;

/** "10AM" -> 600, "5:30PM" -> 1050, "12PM" -> 720 (noon), "12AM" -> 0 (midnight); null if unreadable. */
export function parseClock(text: string): number | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2] ?? 0);
}

/** "10AM-5PM" -> { opens: 600, closes: 1020 }; null if unreadable or not opening before closing. */
export function parseTimeRange(time: string): TimeRange | null {
  const [from = '', to = '', ...rest] = time.split('-');
  const opens = parseClock(from);
  const closes = parseClock(to);
  if (rest.length > 0 || opens === null || closes === null || closes <= opens) return null;
  return { opens, closes };
}

/** 1020 -> "5 PM", 1050 -> "5:30 PM": how the badge says a time. */
export function spokenClock(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 1020 -> "17:00", as schema.org's opens and closes want it. */
export function isoClock(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The time range of each day of the week (0 = Monday), or the day's note, or nothing (closed). */
export type WeekHours = ({ range: TimeRange } | { note: string } | null)[];

/** A group's lines as seven days. Throws on a line the content check would have refused. */
export function weekHours(group: HoursGroupInput): WeekHours {
  const week: WeekHours = Array.from({ length: 7 }, () => null);
  for (const entry of group.times) {
    const days = parseDays(entry.days);
    if (!days) throw new Error(`${group.name}: cannot read the days "${entry.days}"`);
    const range = entry.time ? parseTimeRange(entry.time) : null;
    if (entry.time && !range)
      throw new Error(`${group.name}: cannot read the time "${entry.time}"`);
    for (const day of days)
      week[day] = range ? { range } : entry.note ? { note: entry.note } : null;
  }
  return week;
}
