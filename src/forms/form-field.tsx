// One field of an enquiry form, run by Formik: the field's markup (form-markup.tsx) with Formik's
// value and handlers and, once left with a mistake, its error.
import React from 'react';
import { useField } from 'formik';
import { FieldControl } from './form-markup';

type FormFieldProps = React.ComponentProps<typeof FieldControl> & {
  errorText?: (code: string) => string;
};

export function FormField({ name, type, errorText = (c) => c, ...props }: FormFieldProps) {
  const checkbox = type === 'checkbox';
  const [{ value, ...handlers }, { touched, error }] = useField({
    name,
    type: checkbox ? 'checkbox' : undefined,
  });
  // Left with a mistake: the error is shown (a box never has one).
  const invalid = Boolean(touched && error);
  const errorId = `${props.id}-error`;
  return (
    <FieldControl
      {...props}
      {...handlers}
      name={name}
      type={type}
      // A ticked box sends "on", as the browser posts it; Formik's value would send "false".
      value={checkbox ? undefined : (value as string)}
      invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      after={
        invalid && (
          <div id={errorId} className="invalid-feedback">
            {errorText(error!)}
          </div>
        )
      }
    />
  );
}
