// The forms' rules, shared by the browser (Formik) and the handlers so both accept the same input:
// bounded text only, and no character that could forge a mail header or hide what the text says.
import { boolean, object, string, type ObjectSchema, type TestContext } from 'yup';
import {
  asksConsent,
  FIELDS,
  FORM_FIELD_NAMES,
  HONEYPOT,
  type FieldDefinition,
  type FieldName,
  type FormKind,
} from './fields';
import type { FieldError } from './refusals';
import type { TourWindow } from './tour';
import { LINE_BREAK } from '../one-line';

// Declared in ./fields so the page's code reads them without yup.
export * from './fields';

/** Codes only the API gives, for what the browser never sends. */
export const REQUEST_ERRORS = [
  'notText',
  'notTrueOrFalse',
  'required',
  'notUuid',
  'notPath',
  'notAsked',
  'unknownField',
] as const;
type ErrorCode = FieldError | (typeof REQUEST_ERRORS)[number];

// Controls and bidi overrides that make text read as it is not (Trojan Source); a message keeps
// tab and line breaks.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const INVISIBLE_IN_MESSAGE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const error = (code: ErrorCode) => code;

/** What was sent, before yup's casts: yup turns 42 into "42" and "true" into true by itself. */
const sentAs =
  (type: 'string' | 'boolean') => (_value: unknown, context: { originalValue?: unknown }) =>
    context.originalValue === undefined || typeof context.originalValue === type;

/** Text only (a number is refused, not cast), trimmed, bounded, one line unless `multiline`. */
function text(max: number, { multiline = false } = {}) {
  return (
    string()
      .typeError(error('notText'))
      .nonNullable(error('notText'))
      .test('sent-as-text', error('notText'), sentAs('string'))
      // Only text is trimmed: yup's own trim() throws on an object.
      .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
      .max(max, error('tooLong'))
      // A line break in a value that reaches a mail header (name, e-mail, subject) could add one.
      .test(
        'one-line',
        error('lineBreak'),
        (value) => multiline || !value || !LINE_BREAK.test(value),
      )
      .test(
        'visible',
        error('invisibleCharacters'),
        (value) => !value || !(multiline ? INVISIBLE_IN_MESSAGE : INVISIBLE).test(value),
      )
  );
}

/** true or false, never "true", 1 or "yes" (no coercion); false when absent. */
const flag = () =>
  boolean()
    .typeError(error('notTrueOrFalse'))
    .nonNullable(error('notTrueOrFalse'))
    .test('sent-as-flag', error('notTrueOrFalse'), sentAs('boolean'))
    .default(false);

const unknownField = error('unknownField');

/** As the browser reads HTML's `pattern` attribute. */
const wholeValue = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

/** The fields whose declaration has `P` (a pattern, required). */
type FieldsWith<P> = { [N in FieldName]: (typeof FIELDS)[N] extends P ? N : never }[FieldName];
type PatternField = FieldsWith<{ pattern: string }>;
type RequiredField = FieldsWith<{ required: true }>;

/** The code a field's pattern gives when the value does not match it: every such field has one. */
const PATTERN_ERRORS: Record<PatternField, FieldError> = {
  phone: 'phoneFormat',
  day: 'dayOutsideWindow',
  time: 'timeOutsideHours',
};
/** `<name>Required`: a required field without its code in FIELD_ERRORS does not compile. */
const requiredError = (name: RequiredField) => error(`${name}Required`);

/** A field's rules, from its declaration in ./fields; a tour's day and time also from `window`. */
function fieldSchema(name: FieldName, window?: TourWindow) {
  const field: FieldDefinition = FIELDS[name];
  if (field.type === 'checkbox') return flag();
  const typed = text(field.maxLength ?? 0, field);
  let schema = field.required
    ? typed.required(requiredError(name as RequiredField))
    : typed.default('');
  if (field.type === 'email') schema = schema.email(error('emailFormat'));
  if (field.pattern) {
    schema = schema.matches(wholeValue(field.pattern), PATTERN_ERRORS[name as PatternField]);
  }
  if (window && (name === 'day' || name === 'time')) {
    // The day is checked alone, the time with the day it falls on.
    schema = schema.test(`tour-${name}`, function (this: TestContext, value?: string) {
      const day = name === 'day' ? value : (this.parent as { day?: string }).day;
      const time = name === 'time' ? value : undefined;
      const refusal = window(day, time).find((e) => e.field === name);
      return !refusal || this.createError({ message: refusal.code });
    });
  }
  return schema;
}

/** A form's values once validated: a box true or false, the rest text. */
type Fields<K extends FormKind> = {
  -readonly [
    N in (typeof FORM_FIELD_NAMES)[K][number]
  ]: (typeof FIELDS)[N]['type'] extends 'checkbox' ? boolean : string;
};
type Consent = { consent: boolean };
export type FormValues = {
  lead: Fields<'lead'> & Consent;
  promo: Fields<'promo'> & Consent;
  contact: Fields<'contact'>;
  tour: Fields<'tour'> & Consent;
};
export type PromoValues = FormValues['promo'];

/** A form's fields in order; without a window, a tour's day and time are checked for form only. */
export function formSchema<K extends FormKind>(kind: K, window?: TourWindow) {
  const names: readonly FieldName[] = FORM_FIELD_NAMES[kind];
  const shape = Object.fromEntries(names.map((name) => [name, fieldSchema(name, window)]));
  // Marketing e-mail consent (CASL): optional, and false unless the visitor ticks it.
  if (asksConsent(kind)) shape.consent = flag();
  return object(shape).noUnknown(unknownField) as unknown as ObjectSchema<FormValues[K]>;
}

// Not FORM_KINDS: importing it would add an export to the chunk every page loads.
export const FORM_SCHEMAS = Object.fromEntries(
  Object.keys(FORM_FIELD_NAMES).map((kind) => [kind, formSchema(kind as FormKind)]),
) as { [K in FormKind]: ObjectSchema<FormValues[K]> };

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** What the browser adds to a form's fields: nothing a visitor types. */
export type Envelope = {
  /** Checked, never stored. */
  recaptchaToken: string;
  /** A retry sends the same one, so it is stored once. */
  submissionId: string;
  page: string;
  /** The consent wording the visitor was shown. */
  consentText?: string;
  /** Only robots fill it in. */
  [HONEYPOT.name]?: string;
};

/** The longest reCAPTCHA token accepted: Google's are about 500 to 2,000 characters. */
export const MAX_TOKEN_LENGTH = 8000;
export const MAX_PAGE_LENGTH = 500;
export const MAX_CONSENT_TEXT_LENGTH = 1000;

/** What the browser sends: the form's fields plus the envelope; a tour's checked in `window`. */
export function requestSchema<K extends FormKind>(kind: K, window?: TourWindow) {
  const required = error('required');
  return formSchema(kind, window)
    .shape({
      recaptchaToken: text(MAX_TOKEN_LENGTH).required(required),
      submissionId: text(36).required(required).matches(UUID_V4, error('notUuid')),
      page: text(MAX_PAGE_LENGTH)
        .required(required)
        .matches(/^\/\S*$/, error('notPath')),
      consentText: asksConsent(kind)
        ? text(MAX_CONSENT_TEXT_LENGTH).required(required)
        : string().test('absent', error('notAsked'), (value) => value === undefined),
      // Any text at all: a robot's answer is dropped quietly, never refused.
      [HONEYPOT.name]: string().typeError(error('notText')).max(HONEYPOT.maxLength).optional(),
    })
    .noUnknown(unknownField);
}

/** The handlers' time budget (lambda/lib/time-budget.ts) answers well within it. */
export const REQUEST_TIMEOUT_MS = 10_000;
