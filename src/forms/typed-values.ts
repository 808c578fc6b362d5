// What was typed into a form's fields, read from the page: when one form's markup replaces another
// (its script arriving, or failing to), what was typed and the caret must come along.
import { useEffect, useLayoutEffect } from 'react';

/** A layout effect in the browser, before the new form is painted; the server runs neither. */
export const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const idOf = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const valueOf = (field: Field) =>
  field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;

/** The form's fields on the page, and the focused one's name. `values()` reads them when called:
 * React renders before it commits, and a field it takes off meanwhile still holds what was typed. */
export function readTyped(
  idPrefix: string,
  names: readonly string[],
): { focused?: string; values: () => Record<string, string | boolean> } {
  const fields = new Map<string, Field>();
  let focused: string | undefined;
  if (typeof document !== 'undefined') {
    for (const name of names) {
      const field = document.getElementById(idOf(idPrefix, name));
      if (!field?.matches('input, textarea, select')) continue;
      fields.set(name, field as Field);
      if (field === document.activeElement) focused = name;
    }
  }
  const values = () =>
    Object.fromEntries([...fields].map(([name, field]) => [name, valueOf(field)]));
  return { focused, values };
}

/** The caret after what was typed. */
export function refocus(idPrefix: string, focused?: string, form: ParentNode | null = document) {
  if (!focused) return;
  const field = form?.querySelector(`#${CSS.escape(idOf(idPrefix, focused))}`);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (field === document.activeElement) return;
  field.focus();
  // Only text-like inputs have a caret (setSelectionRange throws on e-mail inputs).
  if (field instanceof HTMLTextAreaElement || ['text', 'tel', 'search'].includes(field.type)) {
    field.setSelectionRange(field.value.length, field.value.length);
  }
}

/** Whether a field differs from the server's HTML: a visitor on a slow phone may type into it
 * before any script listens. (A hydrated field's value and default value are kept in step.) */
export const fieldsChanged = (root: ParentNode) =>
  Array.from(root.querySelectorAll('input, select, textarea')).some((field) => {
    if (field instanceof HTMLSelectElement)
      return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      return field.checked !== field.defaultChecked;
    const text = field as HTMLInputElement | HTMLTextAreaElement;
    return text.value !== text.defaultValue;
  });
