// The names the club's e-mail gives the forms and their fields. Only the e-mail uses them: what
// visitors read is content (content/page-text.yaml).
import { FIELDS, type FieldName } from '../../contracts/forms/fields';
import type { FormKind } from '../../contracts/forms/schemas';

/** How the club's e-mail names each field (mail.ts), from the fields' one list. */
export const MAIL_LABELS = Object.fromEntries(
  Object.entries(FIELDS).map(([name, field]) => [name, field.mailLabel]),
) as { [N in FieldName]: string };

/** The name each form goes by in the club's inbox. */
export const FORM_TITLES: { [K in FormKind]: string } = {
  lead: 'Home page enquiry',
  promo: 'Promo sign-up',
  contact: 'Contact message',
  tour: 'Tour request',
};
