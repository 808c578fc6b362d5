// Hands Formik what the visitor typed into the served HTML before the form's code arrived.
import { useEffect, useLayoutEffect } from 'react';
import { useFormikContext } from 'formik';

// A layout effect in the browser (below); the server runs neither.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * What the visitor typed into the server's HTML of the form before its code arrived (see
 * deferred-form.tsx): hydration leaves it on screen, so Formik starts from it too. Adopted in
 * the commit that hydrates the form, before any event can reach it: a blur handled between that
 * commit and a later effect validated the empty values, and that result could land after the
 * adopted values' own and show "Please enter your e-mail address" under a typed address (1 run
 * in ~100 of the e2e journey on a loaded machine).
 */
export const AdoptTypedValues = ({ names, idPrefix }: { names: string[]; idPrefix: string }) => {
  const { setValues, setTouched, values } = useFormikContext<Record<string, string | boolean>>();
  useBrowserLayoutEffect(() => {
    const typed: Record<string, string | boolean> = {};
    const left: Record<string, boolean> = {};
    for (const name of names) {
      const field = document.getElementById(`${idPrefix}-${name}`);
      if (!(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      ))
        continue;
      const value =
        field instanceof HTMLInputElement && field.type === 'checkbox'
          ? field.checked
          : field.value;
      if (value === values[name]) continue;
      typed[name] = value;
      // A field the visitor has already left shows its error, as after a blur.
      if (field !== document.activeElement) left[name] = true;
    }
    if (!Object.keys(typed).length) return;
    void setValues({ ...values, ...typed }, true);
    void setTouched(left, false);
    // Once, on mount: afterwards Formik owns the fields.
  }, []);
  return null;
};
