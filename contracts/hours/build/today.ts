// The club's date when the site is built (YYYY-MM-DD), from which holidays are still to come. The
// fixture build sets it, so what its pages list does not depend on the day the tests run.
import { clockIn, isTimeZone } from '../clock';
import { isCalendarDate } from '../exceptions';

/** Sets the build's date instead of today's (the e2e fixture build's). */
export const TODAY_OVERRIDE = 'CONTENT_TODAY';

export function contentToday(
  timeZone: string,
  env: NodeJS.ProcessEnv = process.env,
  now = new Date(),
): string {
  const override = env[TODAY_OVERRIDE];
  if (override !== undefined && override !== '') {
    if (!isCalendarDate(override)) {
      throw new Error(`${TODAY_OVERRIDE}="${override}" is not a date written YYYY-MM-DD`);
    }
    return override;
  }
  // An unknown zone is the content check's to report; the build's date in UTC stands in.
  return clockIn(now, isTimeZone(timeZone) ? timeZone : 'UTC').date;
}
