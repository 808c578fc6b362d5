// Text written where a line break would start something new (an iCalendar property, a mail
// header): each writer passes it through here, so nothing that slips past a check adds a line.

/** Line and paragraph breaks, the other control characters and bidirectional overrides. */
// eslint-disable-next-line no-control-regex
const NOT_ON_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/** A line or paragraph break: what a one-line field of content refuses. */
export const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** `text` on one line: each run of breaks and control characters becomes one space. */
export function oneLine(text: string): string {
  return text.replace(NOT_ON_A_LINE, ' ');
}
