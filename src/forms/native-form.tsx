// The enquiry form without its script (form-markup.tsx, posted by the browser): it stands in
// where the page has no server HTML of the form (deferred-form.tsx), keeping what was typed.
import React, { useRef } from 'react';
import type { FormKind } from '../../contracts/forms/fields';
import type { EnquiryFormText } from './enquiry-form';
import { EnquiryFormMarkup, FieldControl } from './form-markup';
import type { TourFormSettings } from './tour-field-props';
import { useEarlyTaps } from '../early/use-early-taps';
import { useAdoptTyped } from './typed-values';

export type NativeFormProps = {
  kind: FormKind;
  idPrefix: string;
  submitLabel: string;
  text: Pick<EnquiryFormText, 'labels'>;
  tour?: TourFormSettings;
};

// Props named one by one: the scripted form's (siteKey, onSuccessShown) are no <form> attributes.
export function NativeForm({ tour, kind, idPrefix, submitLabel, text }: NativeFormProps) {
  const form = useRef<HTMLFormElement>(null);
  useAdoptTyped(kind, idPrefix, form, (typed) => {
    for (const [name, value] of Object.entries(typed)) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.type === 'checkbox')
        field.checked = value === true;
      else if (field && 'value' in field && typeof value === 'string') field.value = value;
    }
  });
  // A press held while the code was on its way goes to the browser: the form posts itself.
  useEarlyTaps(form);
  return (
    <EnquiryFormMarkup
      ref={form}
      {...{ kind, idPrefix, submitLabel, text }}
      field={(slot) => <FieldControl {...slot} options={tour?.anyTime} />}
    />
  );
}
