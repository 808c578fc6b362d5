// A valid body of each form, as its page sends it but for the envelope: the bench's handlers
// (api.ts) and its visitors (load/) send these.
import { LOCAL_CAPTCHA_TOKEN } from '../../contracts/forms/captcha-constants';
import type { FormKind } from '../../contracts/forms/schemas';
import { clubDate, tourDays } from '../../contracts/forms/tour';
import { contentTourCalendar } from '../../content-library';

const person = { name: 'Jane Doe', email: 'jane@example.com', phone: '306-555-0100' };
const consent = { consent: true, consentText: 'Yes, send me news and offers by e-mail.' };
// The club's first tour slot from today, so every tour request is one the handler accepts.
export const tourCalendar = contentTourCalendar();
const [tourDay] = tourDays(tourCalendar, clubDate(new Date(), tourCalendar.timeZone));
const BODIES: { [K in FormKind]: Record<string, unknown> } = {
  lead: { ...person, trial: true, ...consent },
  tour: { ...person, day: tourDay?.date, time: tourDay?.starts[0], ...consent },
  promo: { ...person, personal_training: false, ...consent },
  contact: { ...person, subject: 'Hours', message: 'Are you open on holidays?\nThanks!' },
};

/** The form's fields (`over` replacing some) with the local captcha token, an id and a page. */
export function validBody(
  kind: FormKind,
  submissionId: string,
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ...BODIES[kind],
    ...over,
    recaptchaToken: LOCAL_CAPTCHA_TOKEN,
    submissionId,
    page: '/',
  };
}
