// What was typed into a form's fields, read from the page: when one form's markup replaces another
// (its script arriving, or failing to), what was typed and the caret must come along.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { FormKind } from '../../contracts/forms/fields';
import { formFields } from './form-markup';

/** A layout effect in the browser, before the new form is painted; the server runs neither. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const valueOf = (field: Field) =>
  field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;

export type Typed = Record<string, string | boolean>;

/** Hands `adopt` what was typed into the form this one replaces, in the commit that puts it on the
 * page, then puts the caret back. The fields are found in the render, while the form replaced is
 * still on the page; their values read in the commit, so what was typed meanwhile counts too. */
export function useAdoptTyped(
  kind: FormKind,
  idPrefix: string,
  form: RefObject<HTMLFormElement>,
  adopt: (typed: Typed, focused?: string) => void,
) {
  const [onPage] = useState(() => {
    const fields = new Map<string, Field>();
    let focused: string | undefined;
    if (typeof document !== 'undefined') {
      for (const { name } of formFields(kind)) {
        const field = document.getElementById(`${idPrefix}-${name}`);
        if (!field?.matches('input, textarea, select')) continue;
        fields.set(name, field as Field);
        if (field === document.activeElement) focused = name;
      }
    }
    return { fields, focused };
  });
  useBrowserLayoutEffect(() => {
    const typed = [...onPage.fields].map(([name, field]) => [name, valueOf(field)]);
    adopt(Object.fromEntries(typed) as Typed, onPage.focused);
    refocus(onPage.focused, form.current);
    // Once, on mount: afterwards the form owns its fields.
  }, []);
}

/** The caret after what was typed. */
function refocus(focused: string | undefined, form: HTMLFormElement | null) {
  if (!focused) return;
  const field = form?.elements.namedItem(focused);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (field === document.activeElement) return;
  field.focus();
  // Only text-like inputs have a caret (setSelectionRange throws on e-mail inputs).
  if (field instanceof HTMLTextAreaElement || ['text', 'tel', 'search'].includes(field.type)) {
    field.setSelectionRange(field.value.length, field.value.length);
  }
}
