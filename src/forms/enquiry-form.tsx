// One component for every form: Formik with the shared yup schema. Any failure ends with the red
// box and keeps what was typed. Its HTML (form-markup.tsx) posts without a script until hydrated.
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql } from 'gatsby';
import { Formik, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { trackConversion } from '../analytics/gtag';
import { useClubToday, useIsBrowser } from '../components/use-prefers-reduced-motion';
import { fillText } from '../../contracts/fill-text';
import { HONEYPOT } from '../../contracts/forms/fields';
import { postForm } from './api-client';
import { getCaptchaToken, prepareCaptcha } from './captcha';
import { FormField } from './form-field';
import { EnquiryFormMarkup, formFields } from './form-markup';
import { usePrivacyFormText } from './privacy-text';
import {
  asksConsent,
  FORM_ENDPOINTS,
  FIELDS,
  FORM_SCHEMAS,
  formSchema,
  type FieldDefinition,
  type FormKind,
  type FormValues,
} from '../../contracts/forms/schemas';
import { tourWindow } from '../../contracts/forms/tour';
import { ResultBox } from './result-box';
import { useSubmissionId } from './submission-id';
import { tourFieldProps, type TourFormSettings } from './tour-field-props';
import { AdoptTypedValues } from './adopt-typed';

export const BOX_DISPLAY_MS = 4000;

export type EnquiryFormText = Queries.EnquiryFormTextFragment;

function initialValues<K extends FormKind>(kind: K): FormValues[K] {
  // Boxes, marketing consent (CASL) among them, start unticked.
  const entries = formFields(kind).map((f) => [f.name, f.type === 'checkbox' ? false : '']);
  return Object.fromEntries(entries) as FormValues[K];
}

export function fieldErrorText(text: EnquiryFormText, field: string, code: string): string {
  const template = text.errors[code] as string | undefined;
  const max = (FIELDS as Record<string, FieldDefinition | undefined>)[field]?.maxLength;
  // The schema gives other codes only for what no form sends (a number for text, say).
  return template === undefined ? code : fillText(template, { max: max ?? '' });
}

/** Formik starts and resets from them, so Send is disabled at first paint and after a send. */
export function initialErrors<K extends FormKind>(kind: K): FormikErrors<FormValues[K]> {
  try {
    FORM_SCHEMAS[kind].validateSync(initialValues(kind), { abortEarly: false });
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

/** The tour request's day and time are checked against the club's hours from the club's date,
 * once the page runs (the server's HTML knows no date). */
function useTourSchema(kind: FormKind, tour: TourFormSettings | undefined) {
  const today = useClubToday(tour?.calendar.timeZone);
  const schema = useMemo(
    () =>
      kind === 'tour' && tour && today
        ? formSchema('tour', tourWindow(tour.calendar, today))
        : FORM_SCHEMAS[kind],
    [kind, tour, today],
  );
  return { schema, today };
}

type Box = 'none' | 'success' | 'error';

export type EnquiryFormProps<K extends FormKind> = {
  kind: K;
  /** Keeps ids unique when a page shows the same form twice. */
  idPrefix: string;
  submitLabel: string;
  text: EnquiryFormText;
  /** Once the green box has been shown for its 4 s (or closed). */
  onSuccessShown?: (values: FormValues[K]) => void;
  siteKey?: string;
  tour?: TourFormSettings;
};

export function EnquiryForm<K extends FormKind>({
  kind,
  idPrefix,
  submitLabel,
  text,
  onSuccessShown,
  siteKey = __SITE_CONFIG__.recaptchaSiteKey,
  tour,
}: EnquiryFormProps<K>) {
  const { schema, today } = useTourSchema(kind, tour);
  const [box, setBox] = useState<Box>('none');
  // The values the green box on screen is for: once it goes, onSuccessShown gets them.
  const sentValues = useRef<FormValues[K] | null>(null);
  const privacy = usePrivacyFormText();
  const submissionId = useSubmissionId();
  const emptyFormErrors = useMemo(() => initialErrors(kind), [kind]);
  // True once the script runs the form: until then the browser validates and posts it.
  const enhanced = useIsBrowser();
  const form = useRef<HTMLFormElement>(null);

  const hideBox = useCallback(() => {
    const values = sentValues.current;
    sentValues.current = null;
    setBox('none');
    if (values) onSuccessShown?.(values);
  }, [onSuccessShown]);

  useEffect(() => {
    if (box === 'none') return;
    const timer = setTimeout(hideBox, BOX_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [box, hideBox]);

  const send = async (values: FormValues[K], helpers: FormikHelpers<FormValues[K]>) => {
    sentValues.current = null;
    setBox('none');
    try {
      const clean = FORM_SCHEMAS[kind].cast(values) as FormValues[K];
      // Filled only by robots: sent, as the browser would, so the handler drops the lead.
      const trap = form.current?.elements.namedItem(HONEYPOT.name);
      const honeypot = trap instanceof HTMLInputElement ? trap.value : '';
      const recaptchaToken = await getCaptchaToken(siteKey);
      const sent = await postForm(FORM_ENDPOINTS[kind], {
        ...clean,
        recaptchaToken,
        // The same id while the same values are sent again, so a retry is stored once.
        submissionId: submissionId.for(clean),
        page: window.location.pathname,
        ...(asksConsent(kind) ? { consentText: privacy.consent } : {}),
        ...(honeypot ? { [HONEYPOT.name]: honeypot } : {}),
      });
      if (!sent) {
        setBox('error');
        return;
      }
      submissionId.done();
      sentValues.current = clean;
      helpers.resetForm();
      setBox('success');
      trackConversion(kind);
    } catch {
      // The reason (captcha, network, time-out, status) is the same to the visitor: try again.
      setBox('error');
    }
  };

  // Two presses held before the code came are replayed at once, before the button shows it is
  // sending: the second joins the first's request instead of sending again.
  const sending = useRef<Promise<void> | null>(null);
  const submitOnce = (values: FormValues[K], helpers: FormikHelpers<FormValues[K]>) => {
    sending.current ??= send(values, helpers).finally(() => {
      sending.current = null;
    });
    return sending.current;
  };

  return (
    <Formik
      initialValues={initialValues(kind)}
      initialErrors={emptyFormErrors}
      validationSchema={schema}
      onSubmit={submitOnce}
    >
      {({ isValid, isSubmitting, values, handleSubmit, handleReset }) => (
        <>
          <EnquiryFormMarkup
            ref={form}
            kind={kind}
            idPrefix={idPrefix}
            submitLabel={submitLabel}
            text={text}
            field={(slot) => (
              <FormField
                {...slot}
                {...tourFieldProps(slot.name, tour, today, values)}
                errorText={(code) => fieldErrorText(text, slot.name, code)}
              />
            )}
            // Never in the HTML: a form the browser posts itself must be sendable.
            submitDisabled={enhanced && (!isValid || isSubmitting)}
            status={isSubmitting && <img src="/spinner.svg" width={60} height={15} alt="Sending" />}
            onSubmit={handleSubmit}
            onReset={handleReset}
            noValidate={enhanced}
            // Loaded once (lib/load-script.ts); after a failure, the next focus tries again.
            onFocus={() => prepareCaptcha(siteKey)}
            aria-busy={isSubmitting}
          >
            <ResultBox shown={box === 'success'} tone="success" onClose={hideBox}>
              {text.success}
            </ResultBox>
            <ResultBox shown={box === 'error'} tone="danger" onClose={hideBox}>
              {text.error}
            </ResultBox>
          </EnquiryFormMarkup>
          {/* After the form, not in it: React sets the form's ref before this one's effects run. */}
          <AdoptTypedValues kind={kind} idPrefix={idPrefix} form={form} />
        </>
      )}
    </Formik>
  );
}

export const query = graphql`
  fragment EnquiryFormText on PageTextYamlForms {
    labels
    success
    error
    errors
  }
`;
