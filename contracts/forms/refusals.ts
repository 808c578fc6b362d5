// Why a form posted without its script was refused, as the refusal page's fragment
// (/not-sent/#emailFormat), which the page shows by CSS :target, with no script either.
import { FIELDS } from './fields';

/** The schemas' messages, so API and browser agree (here, not in ./fields, which every form's
 * page downloads); page-text.yaml's `forms.errors` words them. */
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

/** Refusals that are not about one field: another site's page, our failure, a broken request. */
export const GENERAL_REFUSALS = ['origin', 'failed', 'request'] as const;
export type GeneralRefusal = (typeof GENERAL_REFUSALS)[number];

/** The fields that have a longest length, each with its own "too long" reason. */
const LIMITED = Object.entries(FIELDS).flatMap(([name, field]) =>
  'maxLength' in field ? [{ name, max: field.maxLength }] : [],
);

export type FieldRefusal = { anchor: string; code: FieldError; max?: number };

/** Every field reason the page can name: each error code, "too long" once per field. */
export const FIELD_REFUSALS: readonly FieldRefusal[] = FIELD_ERRORS.flatMap<FieldRefusal>((code) =>
  code === 'tooLong'
    ? LIMITED.map(({ name, max }) => ({ anchor: `${code}-${name}`, code, max }))
    : [{ anchor: code, code }],
);

/** The page's anchor for a field's error code, or 'request' for a code no form causes. */
export function fieldRefusalAnchor(field: string, code: string): string {
  const anchor = code === 'tooLong' ? `${code}-${field}` : code;
  return FIELD_REFUSALS.some((refusal) => refusal.anchor === anchor) ? anchor : 'request';
}
