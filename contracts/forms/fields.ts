// The forms' fields, declared once: what each is (its type, the browser's autofill name), its
// limits (required, longest, pattern) and how the club's e-mail names it. The yup schemas
// (./schemas.ts), the browser's own validation attributes on the served HTML and the mail all
// derive from this list, so a rule changed here changes everywhere. No yup here: the forms' HTML
// (src/forms/form-markup.tsx) is in every page's bundle, and yup only in the form's own chunk.
import { apiPath } from '../paths';

export const FORM_KINDS = ['lead', 'promo', 'contact', 'tour'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * The relative API path of each form, on the site's own origin. Marked pure, so a bundle that
 * posts no form (the mail retrier) leaves it out.
 */
export const FORM_ENDPOINTS = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ FORM_KINDS.map((kind) => [kind, apiPath(kind)]),
) as { readonly [K in FormKind]: string };

/** The forms that ask for marketing consent, and so send the wording they showed. */
export const CONSENT_FORMS = ['lead', 'promo', 'tour'] as const satisfies readonly FormKind[];
export type ConsentFormKind = (typeof CONSENT_FORMS)[number];
export const asksConsent = (kind: FormKind): kind is ConsentFormKind =>
  (CONSENT_FORMS as readonly FormKind[]).includes(kind);

/**
 * Why a field a visitor fills in was refused. The schemas give these codes as their messages, so
 * the API's 400 answer and the browser agree; the browser shows the text content/page-text.yaml
 * (`forms.errors`) gives each code, with `{max}` filled from MAX_LENGTHS.
 */
export const FIELD_ERRORS = [
  'nameRequired',
  'emailRequired',
  'emailFormat',
  'phoneRequired',
  'phoneFormat',
  'tooLong',
  'lineBreak',
  'invisibleCharacters',
  'dayRequired',
  'dayOutsideWindow',
  'dayNotStaffed',
  'timeRequired',
  'timeOutsideHours',
] as const;
export type FieldError = (typeof FIELD_ERRORS)[number];

export type FieldType = 'text' | 'email' | 'tel' | 'checkbox' | 'textarea' | 'date' | 'select';

export interface FieldDefinition {
  type: FieldType;
  /** The browser's autofill token (HTML `autocomplete`). */
  autoComplete?: string;
  required?: boolean;
  /** The most characters the field takes (text fields). */
  maxLength?: number;
  /**
   * The whole value's pattern, as HTML's `pattern` attribute takes it (anchored, `v` flag): so
   * every character class escapes its punctuation.
   */
  pattern?: string;
  /** Line breaks allowed (the message). */
  multiline?: boolean;
  /** How the club's e-mail names it: the form's labels as they were when the format was set. */
  mailLabel: string;
}

/**
 * A phone number: digits, spaces and ( ) - . with an optional leading +, and 7 to 15 digits.
 */
const PHONE_PATTERN = String.raw`\+?[ \(\)\.\-]*(?:[0-9][ \(\)\.\-]*){7,15}`;

export const FIELDS = {
  name: {
    type: 'text',
    autoComplete: 'name',
    required: true,
    maxLength: 100,
    mailLabel: 'Your Name (required)',
  },
  // The longest address SMTP carries.
  email: {
    type: 'email',
    autoComplete: 'email',
    required: true,
    maxLength: 254,
    mailLabel: 'Your Email (required)',
  },
  phone: {
    type: 'tel',
    autoComplete: 'tel',
    required: true,
    maxLength: 30,
    pattern: PHONE_PATTERN,
    mailLabel: 'Your Phone (required)',
  },
  trial: { type: 'checkbox', mailLabel: 'I am interested in personal training' },
  personal_training: {
    type: 'checkbox',
    mailLabel: 'Check to accept 3 Free Personal Training sessions',
  },
  subject: { type: 'text', maxLength: 200, mailLabel: 'Subject' },
  message: { type: 'textarea', maxLength: 5000, multiline: true, mailLabel: 'Your Message' },
  // The tour request's day (YYYY-MM-DD) and half-hour start (HH:MM); which ones the club offers
  // depends on the date and its hours (./tour.ts).
  day: {
    type: 'date',
    required: true,
    maxLength: 10,
    pattern: String.raw`\d{4}-\d{2}-\d{2}`,
    mailLabel: 'Preferred day',
  },
  time: {
    type: 'select',
    required: true,
    maxLength: 5,
    pattern: String.raw`\d{2}:\d{2}`,
    mailLabel: 'Preferred time',
  },
} as const satisfies Record<string, FieldDefinition>;

export type FieldName = keyof typeof FIELDS;

/** Each form's fields, in the order the form shows them (the consent box comes after them). */
export const FORM_FIELD_NAMES = {
  lead: ['name', 'email', 'phone', 'trial'],
  promo: ['name', 'email', 'phone', 'personal_training'],
  contact: ['name', 'email', 'phone', 'subject', 'message'],
  tour: ['name', 'email', 'phone', 'day', 'time'],
} as const satisfies Record<string, readonly FieldName[]>;

/** A pattern as JavaScript reads HTML's `pattern` attribute: the whole value, `v` flag. */
export const wholeValue = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

/**
 * A field the visitor never sees: people leave it empty, form-filling robots do not. A post with
 * it filled is answered as sent and dropped (lambda/lib/form-handler.ts).
 */
export const HONEYPOT = { name: 'website', maxLength: 200 } as const;
