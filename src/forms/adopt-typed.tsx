// What the visitor did before the form's code arrived, taken over once it runs: the values typed
// and a press on Send held meanwhile (src/early/).
import { useEffect, useState, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import type { FormKind } from '../../contracts/forms/schemas';
import { useAdoptTyped, type Typed } from './typed-values';

/** Adopted in the commit that hydrates the form, before any event: a blur handled first would
 * validate the empty values. A held press on Send is replayed once they are validated. */
export function AdoptTypedValues({
  kind,
  idPrefix,
  form,
}: {
  kind: FormKind;
  idPrefix: string;
  form: RefObject<HTMLFormElement>;
}) {
  const { setValues, setTouched, values, isValidating } = useFormikContext<Typed>();
  const [adopted, setAdopted] = useState(false);

  useAdoptTyped(kind, idPrefix, form, (onPage, focused) => {
    const typed: Typed = {};
    const left: Record<string, boolean> = {};
    for (const [name, value] of Object.entries(onPage)) {
      if (value === values[name]) continue;
      typed[name] = value;
      // A field the visitor has already left shows its error, as after a blur.
      if (name !== focused) left[name] = true;
    }
    if (Object.keys(typed).length === 0) return setAdopted(true);
    void setTouched(left, false);
    void setValues({ ...values, ...typed }, true).then(() => setAdopted(true));
  });

  useEffect(() => {
    if (adopted && !isValidating && form.current) window.__earlyTaps?.claim(form.current);
  }, [adopted, isValidating, form]);
  return null;
}
