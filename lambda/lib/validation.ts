// Validates a parsed body against the shared schema of the form (contracts/forms/schemas.ts), the very
// rules the browser applies, plus the captcha token.
import { string, ValidationError } from 'yup';
import {
  requestSchema,
  type Envelope,
  type FormKind,
  type FormValues,
} from '../../contracts/forms/schemas';
import type { TourWindow } from '../../contracts/forms/tour';
import type { BodyFormat, FieldErrors } from './http';

export type RequestValues<K extends FormKind> = FormValues[K] & Envelope;

export type Validated<K extends FormKind> =
  { ok: true; values: RequestValues<K> } | { ok: false; errors: FieldErrors; crashed?: unknown };

/** One form's validator; an unknown field is refused before yup, which throws on `constructor`. */
export function createValidator<K extends FormKind>(
  kind: K,
  format: BodyFormat = 'json',
  tour?: () => TourWindow,
) {
  // A tour's window moves with the club's date, so its schema is made per request.
  const fields = () => requestSchema(kind, tour?.());
  // A form the browser posts itself has no script to get a captcha token: it never sends one.
  const schemaNow = () =>
    format === 'json'
      ? fields()
      : fields().shape({
          recaptchaToken: string().test('absent', 'notAsked', (value) => value === undefined),
        });
  const known = new Set(Object.keys(schemaNow().describe().fields));

  return async function validate(body: Record<string, unknown>): Promise<Validated<K>> {
    const schema = schemaNow();
    const unknown = Object.keys(body).filter((key) => !known.has(key));
    if (unknown.length > 0) return { ok: false, errors: { body: 'unknownField' } };
    try {
      const values = await schema.validate(body, { abortEarly: false, stripUnknown: false });
      return { ok: true, values: values as RequestValues<K> };
    } catch (error) {
      if (error instanceof ValidationError) return { ok: false, errors: fieldErrors(error, known) };
      // Anything else yup throws is still caused by the input: a 400, but worth a log line.
      return { ok: false, errors: { body: 'could not be validated' }, crashed: error };
    }
  };
}

/** The first message of each field; errors about the whole body go under `body`. */
function fieldErrors(error: ValidationError, known: Set<string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of error.inner.length > 0 ? error.inner : [error]) {
    const key = item.path && known.has(item.path) ? item.path : 'body';
    errors[key] ??= item.message;
  }
  return errors;
}
