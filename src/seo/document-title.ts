// Route titles joined by " - ": the browser title, and the title analytics reports.
export const TITLE_SEPARATOR = ' - ';

export function documentTitle(...titles: (string | undefined)[]): string {
  return titles.filter((t): t is string => Boolean(t && t.trim())).join(TITLE_SEPARATOR);
}
