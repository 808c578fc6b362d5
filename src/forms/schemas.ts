// The three forms' fields and rules, shared by the browser (Formik) and the Lambda handlers, so
// both accept exactly the same input. Spec sections 3 and 5.
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

export const leadSchema = object({
  ...person,
  trial: boolean().default(false),
}).noUnknown('has a field this form does not have');

export const promoSchema = object({
  ...person,
  personal_training: boolean().default(false),
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

/** What the browser sends: the form's fields plus the captcha token (spec section 7). */
export function requestSchema<K extends FormKind>(kind: K) {
  return FORM_SCHEMAS[kind]
    .shape({ recaptchaToken: string().trim().required('is missing') })
    .noUnknown('has a field this form does not have');
}

/** The relative API path of each form (spec section 7). */
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
