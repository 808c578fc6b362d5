// The forms' fields, declared once: the yup schemas and the HTML's validation attributes derive
// from them. No yup here: the forms' HTML is in every page's bundle, yup only in the form's.
import { apiPath } from '../paths';

export const FORM_KINDS = ['lead', 'promo', 'contact', 'tour'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Marked pure, so a bundle that posts no form (the mail retrier) leaves it out. */
export const FORM_ENDPOINTS = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ FORM_KINDS.map((kind) => [kind, apiPath(kind)]),
) as { readonly [K in FormKind]: string };

/** These send the consent wording they showed. */
export const CONSENT_FORMS = ['lead', 'promo', 'tour'] as const satisfies readonly FormKind[];
export type ConsentFormKind = (typeof CONSENT_FORMS)[number];
export const asksConsent = (kind: FormKind): kind is ConsentFormKind =>
  (CONSENT_FORMS as readonly FormKind[]).includes(kind);

export type FieldType = 'text' | 'email' | 'tel' | 'checkbox' | 'textarea' | 'date' | 'select';

export interface FieldDefinition {
  type: FieldType;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  /** As HTML's `pattern` takes it (anchored, `v` flag): character classes escape punctuation. */
  pattern?: string;
  multiline?: boolean;
}

/** Digits, spaces and ( ) - . with an optional leading +, and 7 to 15 digits. */
const PHONE_PATTERN = String.raw`\+?[ \(\)\.\-]*(?:[0-9][ \(\)\.\-]*){7,15}`;

export const FIELDS = {
  name: { type: 'text', autoComplete: 'name', required: true, maxLength: 100 },
  // The longest address SMTP carries.
  email: { type: 'email', autoComplete: 'email', required: true, maxLength: 254 },
  phone: {
    type: 'tel',
    autoComplete: 'tel',
    required: true,
    maxLength: 30,
    pattern: PHONE_PATTERN,
  },
  trial: { type: 'checkbox' },
  personal_training: { type: 'checkbox' },
  subject: { type: 'text', maxLength: 200 },
  message: { type: 'textarea', maxLength: 5000, multiline: true },
  // Which days and times the club offers depends on its hours (./tour.ts).
  day: {
    type: 'date',
    required: true,
    maxLength: 10,
    pattern: String.raw`\d{4}-\d{2}-\d{2}`,
  },
  time: {
    type: 'select',
    required: true,
    maxLength: 5,
    pattern: String.raw`\d{2}:\d{2}`,
  },
} as const satisfies Record<string, FieldDefinition>;

export type FieldName = keyof typeof FIELDS;

/** In the form's order; the consent box comes after them. */
export const FORM_FIELD_NAMES = {
  lead: ['name', 'email', 'phone', 'trial'],
  promo: ['name', 'email', 'phone', 'personal_training'],
  contact: ['name', 'email', 'phone', 'subject', 'message'],
  tour: ['name', 'email', 'phone', 'day', 'time'],
} as const satisfies Record<string, readonly FieldName[]>;

/** Hidden: people leave it empty, robots do not; such a post is answered as sent and dropped. */
export const HONEYPOT = { name: 'website', maxLength: 200 } as const;
