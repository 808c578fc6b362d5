// One field of an enquiry form: its label, the Formik-bound input and, once the visitor has left
// it with a mistake, the error text under it (linked by aria-describedby).
import React from 'react';
import { ErrorMessage, Field } from 'formik';

export type FieldType = 'text' | 'email' | 'tel' | 'checkbox' | 'textarea' | 'date' | 'select';

/** A list's entries: the value sent and the text shown. */
export type FieldOption = { value: string; label: string };

type FormFieldProps = {
  /** The field's name in the form's values. */
  name: string;
  type: FieldType;
  autoComplete?: string;
  /** Unique on the page (the same form can be shown twice). */
  id: string;
  label: React.ReactNode;
  /** Touched and failing the schema: the error is shown (text fields only). */
  invalid?: boolean;
  /** Sets aria-required (text fields only). */
  required?: boolean;
  /** The text under the field for an error code of the shared schema. */
  errorText?: (code: string) => string;
  /** A list's entries (select); the first, with an empty value, asks the visitor to choose. */
  options?: readonly FieldOption[];
  /** The earliest and latest day a date field offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
};

/** A checkbox with its label after it, or a labelled text input or textarea with its error. */
export function FormField({
  name,
  type,
  autoComplete,
  id,
  label,
  invalid = false,
  required = false,
  errorText = (code) => code,
  options,
  min,
  max,
}: FormFieldProps) {
  if (type === 'checkbox') {
    return (
      <div className="form-check enquiry-form-field">
        <Field id={id} name={name} type="checkbox" className="form-check-input" />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
      </div>
    );
  }
  const errorId = `${id}-error`;
  return (
    <div className="enquiry-form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <Field
        id={id}
        name={name}
        as={type === 'textarea' || type === 'select' ? type : 'input'}
        type={type === 'textarea' || type === 'select' ? undefined : type}
        min={min}
        max={max}
        rows={type === 'textarea' ? 5 : undefined}
        autoComplete={autoComplete}
        className={`${type === 'select' ? 'form-select' : 'form-control'}${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        aria-required={required}
      >
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field>
      <ErrorMessage name={name}>
        {(code) => (
          <div id={errorId} className="invalid-feedback">
            {errorText(code)}
          </div>
        )}
      </ErrorMessage>
    </div>
  );
}
