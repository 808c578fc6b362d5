// The three forms' fields and rules, shared by the browser (Formik) and the Lambda handlers, so
// both accept exactly the same input: name, e-mail and phone required, the e-mail well formed.
import { boolean, object, string, type InferType, type ObjectSchema } from 'yup';

export const FORM_KINDS = ['lead', 'promo', 'contact'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * How the club's e-mail names each field (lambda/lib/mail.ts): the form's own labels as they
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
} as const;

// A line break in a value that reaches a mail header (name, e-mail, subject) could add headers.
const LINE_BREAK = /[\r\n]/;
const singleLine = () =>
  string().test('single-line', 'must be on one line', (value) => !value || !LINE_BREAK.test(value));

const person = {
  name: singleLine().trim().required('Please enter your name'),
  email: singleLine()
    .trim()
    .required('Please enter your e-mail address')
    .email('Please enter an e-mail address like name@example.com'),
  phone: singleLine().trim().required('Please enter your phone number'),
};

// Marketing e-mail consent (CASL): optional, and false unless the visitor ticks it.
const consent = boolean().default(false);

export const leadSchema = object({
  ...person,
  trial: boolean().default(false),
  consent,
}).noUnknown('has a field this form does not have');

export const promoSchema = object({
  ...person,
  personal_training: boolean().default(false),
  consent,
}).noUnknown('has a field this form does not have');

export const contactSchema = object({
  ...person,
  subject: singleLine().trim().default(''),
  message: string().trim().default(''),
}).noUnknown('has a field this form does not have');

export type LeadValues = InferType<typeof leadSchema>;
export type PromoValues = InferType<typeof promoSchema>;
export type ContactValues = InferType<typeof contactSchema>;
export type FormValues = { lead: LeadValues; promo: PromoValues; contact: ContactValues };

export const FORM_SCHEMAS: { [K in FormKind]: ObjectSchema<FormValues[K]> } = {
  lead: leadSchema,
  promo: promoSchema,
  contact: contactSchema,
};

/** The forms that ask for marketing consent, and so send the wording they showed. */
export const CONSENT_FORMS = ['lead', 'promo'] as const satisfies readonly FormKind[];
export type ConsentFormKind = (typeof CONSENT_FORMS)[number];
export const asksConsent = (kind: FormKind): kind is ConsentFormKind =>
  (CONSENT_FORMS as readonly FormKind[]).includes(kind);

/** A UUID v4, as `crypto.randomUUID()` makes it. */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** What the browser adds to a form's fields: nothing a visitor types. */
export type Envelope = {
  /** reCAPTCHA token: checked, never stored. */
  recaptchaToken: string;
  /** The browser's id of this submission: a retry sends the same one, so it is stored once. */
  submissionId: string;
  /** The path of the page the form was sent from. */
  page: string;
  /** The consent wording the visitor was shown (lead and promo forms). */
  consentText?: string;
};

/** What the browser sends: the form's fields plus the envelope. */
export function requestSchema<K extends FormKind>(kind: K) {
  return FORM_SCHEMAS[kind]
    .shape({
      recaptchaToken: string().trim().required('is missing'),
      submissionId: string().trim().required('is missing').matches(UUID_V4, 'must be a UUID v4'),
      page: singleLine()
        .trim()
        .required('is missing')
        .max(500, 'must be at most 500 characters')
        .matches(/^\/\S*$/, 'must be a path on this site'),
      consentText: asksConsent(kind)
        ? singleLine().trim().required('is missing').max(1000, 'must be at most 1000 characters')
        : string().test('absent', 'this form asks no consent', (value) => value === undefined),
    })
    .noUnknown('has a field this form does not have');
}

/** The relative API path of each form, on the site's own origin. */
export const FORM_ENDPOINTS: { [K in FormKind]: string } = {
  lead: '/api/lead',
  promo: '/api/promo',
  contact: '/api/contact',
};

/** The name each form goes by in the club's inbox and in analytics. */
export const FORM_TITLES: { [K in FormKind]: string } = {
  lead: 'Home page enquiry',
  promo: 'Promo sign-up',
  contact: 'Contact message',
};
