// What the editor reads about the live website, in the club's time zone: the commit status of a
// save, and /admin/'s line from `admin/live.json` (the build writes it, the publish rewrites it).

/** The bucket key (and, under the site's root, the address) of the record of what is live. */
export const LIVE_SITE_KEY = 'admin/live.json';

/** Written by the build, or by a publish. */
export interface LiveRecord {
  readonly commit: string;
  /** Its subject line (the CMS's commit message for a save), or '' when unknown. */
  readonly subject: string;
  /** When the publish finished (`by: 'publish'`) or the build ran (`by: 'build'`), ISO 8601. */
  readonly at: string;
  readonly by: 'publish' | 'build';
  readonly timeZone: string;
  /** Made by `liveText`. */
  readonly text: string;
}

/** How often /admin/ reads the record again, besides when its window gets the focus. */
export const LIVE_REREAD_SECONDS = 30;

/** Shown before the record is read, and when it cannot be read. */
export const LIVE_TEXTS = {
  checking: 'Checking what is live on the website…',
  unknown:
    'Cannot tell what is live on the website right now. Your saves are not affected; ' +
    `this line tries again every ${LIVE_REREAD_SECONDS} seconds.`,
} as const;

/** "10:42 on Saturday, November 28" in `timeZone`. */
export function clockTime(at: Date, timeZone: string): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, ...options }).format(at);
  const time = part({ hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
  return `${time} on ${part({ weekday: 'long' })}, ${part({ month: 'long', day: 'numeric' })}`;
}

/** "Live on the website since 10:42 on Saturday, November 28": a save's status says it too. */
export const liveSince = (at: Date, timeZone: string): string =>
  `Live on the website since ${clockTime(at, timeZone)}`;

/** The line /admin/ shows: a publish knows when it went live, a full deploy when it was built. */
export function liveText(record: Omit<LiveRecord, 'text'>): string {
  const at = new Date(record.at);
  const subject = record.subject.trim();
  if (record.by === 'publish') {
    return `${liveSince(at, record.timeZone)}${subject ? `: ${subject}` : ''}`;
  }
  const built = `Live on the website: the site built at ${clockTime(at, record.timeZone)}`;
  return `${built}${subject ? `: ${subject}` : ''}`;
}

export const liveRecord = (record: Omit<LiveRecord, 'text'>): LiveRecord => ({
  commit: record.commit,
  subject: record.subject,
  at: record.at,
  by: record.by,
  timeZone: record.timeZone,
  text: liveText(record),
});

/** The record in `text`, or undefined if it is not one (so the reader says it cannot tell). */
export function parseLiveRecord(text: string): LiveRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Record<string, unknown>;
  const strings = ['commit', 'subject', 'at', 'timeZone', 'text'] as const;
  if (!strings.every((key) => typeof r[key] === 'string')) return undefined;
  if (r.by !== 'publish' && r.by !== 'build') return undefined;
  if (Number.isNaN(Date.parse(r.at as string)) || (r.text as string).trim() === '')
    return undefined;
  return r as unknown as LiveRecord;
}
