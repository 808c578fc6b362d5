// What the editor reads about the live website, in the club's time zone: the commit status of a
// save, and /admin/'s line from `admin/live.json` (the build writes it, the publish rewrites it).
import * as z from 'zod/mini';

/** The bucket key (and, under the site's root, the address) of the record of what is live. */
export const LIVE_SITE_KEY = 'admin/live.json';

/** Written by the build, or by a publish; `parseLiveRecord` reads one back. */
const LIVE_RECORD = z.object({
  commit: z.string(),
  /** Its subject line (the CMS's commit message for a save), or '' when unknown. */
  subject: z.string(),
  /** When the publish finished (`by: 'publish'`) or the build ran (`by: 'build'`), ISO 8601. */
  at: z.string().check(z.refine((at) => !Number.isNaN(Date.parse(at)))),
  by: z.enum(['publish', 'build']),
  timeZone: z.string(),
  /** Made by `liveText`. */
  text: z.string().check(z.refine((text) => text.trim() !== '')),
});
export type LiveRecord = Readonly<z.infer<typeof LIVE_RECORD>>;

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

/** The line /admin/ shows: a publish of a save knows when it went live, a build when it ran. */
export function liveText(record: Omit<LiveRecord, 'text'>): string {
  const at = new Date(record.at);
  const subject = record.subject.trim();
  if (record.by === 'publish') {
    return `${liveSince(at, record.timeZone)}${subject ? `: ${subject}` : ''}`;
  }
  const built = `Live on the website: the site built at ${clockTime(at, record.timeZone)}`;
  return `${built}${subject ? `: ${subject}` : ''}`;
}

/** The record with its text, its fields alone and in their order, as the reader checks them. */
export const liveRecord = (record: Omit<LiveRecord, 'text'>): LiveRecord =>
  LIVE_RECORD.parse({ ...record, text: liveText(record) });

/** The record in `text`, or undefined if it is not one (so the reader says it cannot tell). */
export function parseLiveRecord(text: string): LiveRecord | undefined {
  try {
    return LIVE_RECORD.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}
