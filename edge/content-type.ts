// Content-Type the edge sets itself where guessing from the extension would give less: the
// local server (sirv) and the S3 upload (the AWS CLI's guess) both send .ics without a charset,
// and the class calendar holds non-ASCII text. Used by tools/serve.ts and the CDK upload.

/** The class calendar's type: RFC 5545 text, UTF-8. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The Content-Type for a site path or an S3 key, or undefined to let the server guess. */
export function contentTypeFor(path: string): string | undefined {
  const p = path.replace(/[?#].*$/, '').toLowerCase();
  if (p.endsWith('.ics')) return CALENDAR_CONTENT_TYPE;
  return undefined;
}
