// An enquiry form in HTML alone, shared by enquiry-form.tsx and native-form.tsx: a real form that
// posts to /api/, with validation attributes from contracts/forms/fields.ts. No Formik.
import React from 'react';
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
import type { PrivacyFormText } from './privacy-text';

/** The form element's attributes: where and how the browser posts it without a script. */
export const formAttributes = (kind: FormKind) => ({
  className: 'enquiry-form',
  action: FORM_ENDPOINTS[kind],
  method: 'post',
});

export const formFields = (kind: FormKind) =>
  FORM_FIELD_NAMES[kind].map((name) => ({ name, type: FIELDS[name].type }));

export const typedFieldNames = (kind: FormKind): string[] => [
  ...FORM_FIELD_NAMES[kind],
  ...(asksConsent(kind) ? ['consent'] : []),
];

export type FieldOption = { value: string; label: string };

type ControlProps = {
  id: string;
  name: FieldName;
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
  const { autoComplete, required, maxLength, pattern } = FIELDS[name] as FieldDefinition;
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

type CheckboxProps = { id: string; name: string; label: React.ReactNode } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'type'
>;

export const CheckboxField = ({ id, label, ...input }: CheckboxProps) => (
  <div className="form-check enquiry-form-field">
    <input id={id} {...input} type="checkbox" className="form-check-input" />
    <label htmlFor={id} className="form-check-label">
      {label}
    </label>
  </div>
);

/** What the script sends besides the fields, as hidden inputs; the honeypot out of tab order. */
export function HiddenFields({ kind, consent }: { kind: FormKind; consent: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name="page" value={pathname} />
      {asksConsent(kind) && <input type="hidden" name="consentText" value={consent} />}
      <div className="enquiry-form-trap" aria-hidden="true">
        <input type="text" name={HONEYPOT.name} tabIndex={-1} autoComplete="off" />
      </div>
    </>
  );
}

type SubmitRowProps = {
  idPrefix: string;
  label: string;
  disabled?: boolean;
  status?: React.ReactNode;
  privacy: PrivacyFormText;
};

/** A press made while the form's code is on its way is replayed once it runs (src/early/). */
export const SubmitRow = ({
  idPrefix,
  label,
  disabled = false,
  status,
  privacy,
}: SubmitRowProps) => (
  <>
    <div className="enquiry-form-actions">
      <button
        type="submit"
        id={`${idPrefix}-send`}
        className="btn btn-primary btn-lg"
        disabled={disabled}
        {...{ [EARLY_TAP_ATTRIBUTE]: '' }}
      >
        {label}
      </button>
      <span role="status" className="enquiry-form-status">
        {status}
      </span>
    </div>
    <p className="enquiry-form-privacy">
      {privacy.note} <Link to={ROUTES.privacy}>{privacy.linkLabel}</Link>
    </p>
  </>
);
