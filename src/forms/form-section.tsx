// A page's form in its own section.
import React from 'react';
import { Section } from '../components/section';
import { DeferredEnquiryForm } from './deferred-form';
import type { EnquiryFormText } from './enquiry-form';
import type { FormKind } from '../../contracts/forms/schemas';

export type FormText = { heading: string; text: string; submitLabel: string };

type FormSectionProps = {
  kind: FormKind;
  text: FormText;
  formText: EnquiryFormText;
  anchor?: string;
};

export const FormSection = ({ kind, text, formText, anchor }: FormSectionProps) => (
  <Section name={`${kind}-form`} heading={text.heading} tone="muted" anchor={anchor}>
    <p>{text.text}</p>
    <div className="enquiry-form-wrap">
      <DeferredEnquiryForm
        kind={kind}
        idPrefix={`${kind}-form`}
        submitLabel={text.submitLabel}
        text={formText}
      />
    </div>
  </Section>
);
