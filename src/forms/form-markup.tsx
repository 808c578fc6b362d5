// An enquiry form in HTML alone, shared by enquiry-form.tsx and native-form.tsx: a real form that
// posts to /api/, with validation attributes from contracts/forms/fields.ts. No Formik.
import React, { forwardRef, Fragment } from 'react';
import { Link } from 'gatsby';
import { useLocation } from '@gatsbyjs/reach-router';
import {
  asksConsent,
  FIELDS,
  FORM_ENDPOINTS,
  FORM_FIELD_NAMES,
  HONEYPOT,
  type FieldDefinition,
  type FieldName,
  type FieldType,
  type FormKind,
} from '../../contracts/forms/fields';
import { ROUTES } from '../../contracts/routes';
import { EARLY_TAP_ATTRIBUTE } from '../early/early-taps';
import { usePrivacyFormText } from './privacy-text';

/** The form's fields in order; the marketing consent box (CASL) last, where the form asks it. */
export const formFields = (kind: FormKind) => [
  ...FORM_FIELD_NAMES[kind].map((name) => ({ name, type: FIELDS[name].type })),
  ...(asksConsent(kind) ? [{ name: 'consent' as const, type: 'checkbox' as const }] : []),
];

export type FieldOption = { value: string; label: string };

type ControlProps = {
  id: string;
  name: FieldName | 'consent';
  type: FieldType;
  label: React.ReactNode;
  options?: readonly FieldOption[];
  invalid?: boolean;
  /** Below the control: its error, once Formik has one. */
  after?: React.ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A labelled field with the browser's validation attributes from the fields' one list, and what
 * its caller adds: Formik's value and handlers, or the value typed before. */
export function FieldControl({
  id,
  name,
  type,
  label,
  options,
  invalid,
  after,
  ...rest
}: ControlProps) {
  if (type === 'checkbox')
    return (
      <div className="form-check enquiry-form-field">
        <input id={id} name={name} {...rest} type="checkbox" className="form-check-input" />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
      </div>
    );
  const { autoComplete, required, maxLength, pattern } = FIELDS[
    name as FieldName
  ] as FieldDefinition;
  const control = { id, name, autoComplete, required, maxLength, pattern, ...rest } as object;
  const invalidClass = invalid ? ' is-invalid' : '';
  return (
    <div className="enquiry-form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {type === 'textarea' ? (
        <textarea rows={5} {...control} className={`form-control${invalidClass}`} />
      ) : type === 'select' ? (
        <select {...control} className={`form-select${invalidClass}`}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input type={type} {...control} className={`form-control${invalidClass}`} />
      )}
      {after}
    </div>
  );
}

export type FieldSlot = ReturnType<typeof formFields>[number] & { id: string; label: string };

type EnquiryFormMarkupProps = {
  kind: FormKind;
  idPrefix: string;
  submitLabel: string;
  text: Pick<Queries.EnquiryFormTextFragment, 'labels'>;
  /** A field's control: Formik's (form-field.tsx), or the browser's alone. */
  field: (slot: FieldSlot) => React.ReactNode;
  submitDisabled?: boolean;
  status?: React.ReactNode;
} & React.FormHTMLAttributes<HTMLFormElement>;

/** The form the server sends, posted by the browser until a script runs it. A press made while
 * the form's code is on its way is replayed once it runs (src/early/). */
export const EnquiryFormMarkup = forwardRef<HTMLFormElement, EnquiryFormMarkupProps>(
  function EnquiryFormMarkup(
    { kind, idPrefix, submitLabel, text, field, submitDisabled = false, status, children, ...form },
    ref,
  ) {
    const { pathname } = useLocation();
    const privacy = usePrivacyFormText();
    return (
      <form
        ref={ref}
        action={FORM_ENDPOINTS[kind]}
        className="enquiry-form"
        method="post"
        {...form}
      >
        {formFields(kind).map((slot) => (
          <Fragment key={slot.name}>
            {field({
              ...slot,
              id: `${idPrefix}-${slot.name}`,
              label: slot.name === 'consent' ? privacy.consent : (text.labels[slot.name] as string),
            })}
          </Fragment>
        ))}
        {/* What the script sends besides the fields; the honeypot out of tab order. */}
        <input type="hidden" name="page" value={pathname} />
        {asksConsent(kind) && <input type="hidden" name="consentText" value={privacy.consent} />}
        <div className="enquiry-form-trap" aria-hidden="true">
          <input type="text" name={HONEYPOT.name} tabIndex={-1} autoComplete="off" />
        </div>
        <div className="enquiry-form-actions">
          <button
            type="submit"
            id={`${idPrefix}-send`}
            className="btn btn-primary btn-lg"
            disabled={submitDisabled}
            {...{ [EARLY_TAP_ATTRIBUTE]: '' }}
          >
            {submitLabel}
          </button>
          <span role="status" className="enquiry-form-status">
            {status}
          </span>
        </div>
        <p className="enquiry-form-privacy">
          {privacy.note} <Link to={ROUTES.privacy}>{privacy.linkLabel}</Link>
        </p>
        {children}
      </form>
    );
  },
);
