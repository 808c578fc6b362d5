// The names the club's e-mail gives the forms and their fields. Only the e-mail uses them: what
// visitors read is content (content/page-text.yaml).
import type { FormKind } from '../../contracts/forms/schemas';

/**
 * How the club's e-mail names each field (mail.ts): the form's own labels as they
 * were when the e-mail format was set. What visitors read is content: content/page-text.yaml.
 */
export const MAIL_LABELS = {
  name: 'Your Name (required)',
  email: 'Your Email (required)',
  phone: 'Your Phone (required)',
  trial: 'I am interested in personal training',
  personal_training: 'Check to accept 3 Free Personal Training sessions',
  subject: 'Subject',
  message: 'Your Message',
  day: 'Preferred day',
  time: 'Preferred time',
} as const;

/** The name each form goes by in the club's inbox. */
export const FORM_TITLES: { [K in FormKind]: string } = {
  lead: 'Home page enquiry',
  promo: 'Promo sign-up',
  contact: 'Contact message',
  tour: 'Tour request',
};
