// The enquiry form without its script (form-markup.tsx, posted by the browser): it stands in
// before the form's code comes and where it failed to load, keeping what the visitor typed.
import React, { useRef, useState } from 'react';
import { asksConsent, type FormKind } from '../../contracts/forms/fields';
import type { EnquiryFormText } from './enquiry-form';
import {
  CheckboxField,
  FieldControl,
  formAttributes,
  formFields,
  HiddenFields,
  SubmitRow,
  typedFieldNames,
} from './form-markup';
import type { TourFormSettings } from './tour-field-props';
import { useEarlyTaps } from '../early/use-early-taps';
import { usePrivacyFormText } from './privacy-text';
import { readTyped, refocus, useBrowserLayoutEffect } from './typed-values';

export type NativeFormProps = {
  kind: FormKind;
  idPrefix: string;
  submitLabel: string;
  text: Pick<EnquiryFormText, 'labels'>;
  tour?: TourFormSettings;
};

export function NativeForm({ kind, idPrefix, submitLabel, text, tour }: NativeFormProps) {
  const privacy = usePrivacyFormText();
  // Read while the form being replaced is still on the page.
  const [typed] = useState(() => readTyped(idPrefix, typedFieldNames(kind)));
  const form = useRef<HTMLFormElement>(null);
  useBrowserLayoutEffect(() => {
    // Read now, so what was typed between the render and this commit counts too.
    for (const [name, value] of Object.entries(typed.values())) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.type === 'checkbox')
        field.checked = value === true;
      else if (field && 'value' in field && typeof value === 'string') field.value = value;
    }
    refocus(idPrefix, typed.focused, form.current);
  }, [idPrefix, typed]);
  // A press held while the code was on its way goes to the browser: the form posts itself.
  useEarlyTaps(form);
  const checkbox = (name: string, label: React.ReactNode) => (
    <CheckboxField key={name} id={`${idPrefix}-${name}`} name={name} label={label} />
  );
  return (
    <form ref={form} {...formAttributes(kind)}>
      {formFields(kind).map(({ name, type }) => {
        if (type === 'checkbox') return checkbox(name, text.labels[name]);
        return (
          <FieldControl
            key={name}
            id={`${idPrefix}-${name}`}
            name={name}
            type={type}
            label={text.labels[name]}
            options={tour?.anyTime}
          />
        );
      })}
      {asksConsent(kind) && checkbox('consent', privacy.consent)}
      <HiddenFields kind={kind} consent={privacy.consent} />
      <SubmitRow idPrefix={idPrefix} label={submitLabel} privacy={privacy} />
    </form>
  );
}
