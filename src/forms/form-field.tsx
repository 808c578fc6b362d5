// One field of an enquiry form, run by Formik: its label, the input with the browser's own
// validation attributes (form-markup.tsx) and, once left with a mistake, its error.
import React from 'react';
import { ErrorMessage, Field, useField } from 'formik';
import type { FieldName, FieldType } from '../../contracts/forms/fields';
import { fieldAttributes, FieldOptions, LabelledField, type FieldOption } from './form-markup';

type FormFieldProps = {
  name: FieldName | 'consent';
  type: FieldType;
  id: string;
  label: React.ReactNode;
  /** Touched and failing the schema: the error is shown (text fields only). */
  invalid?: boolean;
  errorText?: (code: string) => string;
  options?: readonly FieldOption[];
  min?: string;
  max?: string;
};

export function FormField({
  name,
  type,
  id,
  label,
  invalid = false,
  errorText = (code) => code,
  options,
  min,
  max,
}: FormFieldProps) {
  if (type === 'checkbox' || name === 'consent') {
    return <Checkbox name={name} id={id} label={label} />;
  }
  const errorId = `${id}-error`;
  const error = (
    <ErrorMessage name={name}>
      {(code) => (
        <div id={errorId} className="invalid-feedback">
          {errorText(code)}
        </div>
      )}
    </ErrorMessage>
  );
  return (
    <LabelledField id={id} checkbox={false} label={label} after={error}>
      <Field
        id={id}
        {...fieldAttributes(name)}
        as={type === 'textarea' || type === 'select' ? type : 'input'}
        type={type === 'textarea' || type === 'select' ? undefined : type}
        rows={type === 'textarea' ? 5 : undefined}
        min={min}
        max={max}
        className={`${type === 'select' ? 'form-select' : 'form-control'}${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      >
        {options && <FieldOptions options={options} />}
      </Field>
    </LabelledField>
  );
}

/** A ticked box sends "on", as the browser posts it; Formik's Field would give it the value
 * "false", which a form posted without the script would send. */
function Checkbox({ name, id, label }: Pick<FormFieldProps, 'name' | 'id' | 'label'>) {
  const [{ value: _value, ...field }] = useField({ name, type: 'checkbox' });
  return (
    <LabelledField id={id} checkbox label={label}>
      <input id={id} {...field} type="checkbox" className="form-check-input" />
    </LabelledField>
  );
}
