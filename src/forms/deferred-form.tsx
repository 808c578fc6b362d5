// The enquiry form's code loads on the first interaction; until then the server's HTML stays
// un-hydrated and posts without a script. Where there is none (a client-side navigation), the
// same form without its script stands in (NativeForm, a chunk of its own: no page carries it).
import React, { lazy, memo, Suspense, useEffect } from 'react';
import type { EnquiryFormProps } from './enquiry-form';
import type { FormKind } from '../../contracts/forms/schemas';

// `input` too: a phone's autofill fills a field without a key being pressed.
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin', 'input'] as const;

/** The visitor's next interaction, unless `stop` aborts first. Focus moved by a script (the promo
 * dialog focuses itself as it opens) is none; focus that arrives in a form, from assistive
 * technology say, is. */
const nextInteraction = (stop?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return; // The server renders the form at once.
    const listening = new AbortController();
    const on = (event: Event) => {
      if (event.type === 'focusin' && !(event.target as Element).closest?.('form')) return;
      listening.abort();
      resolve();
    };
    stop?.addEventListener('abort', () => listening.abort());
    const options = { capture: true, passive: true, signal: listening.signal };
    for (const type of INTERACTIONS) window.addEventListener(type, on, options);
  });

let request = () => {};
// The server renders the form at once: its HTML is what the visitor sees first.
const requested =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        request = resolve;
      });

/** Never rejects: a lost chunk leaves the page as it is, and the next interaction (one made while
 * this try was on its way counts) tries again. */
function loadCode<T>(load: () => Promise<T>, onLost = () => {}): Promise<T> {
  const interacted = nextInteraction();
  return load().catch((error: unknown) => {
    console.warn('A part of the page failed to load; the next interaction tries again:', error);
    onLost();
    return interacted.then(() => loadCode(load, onLost));
  });
}

/** The stand-in, once its chunk is here: rendered at once, without a Suspense fallback between. */
let LoadedNativeForm: typeof import('./native-form').NativeForm | undefined;
const loadNativeForm = () =>
  import(/* webpackChunkName: "native-form" */ './native-form').then((module) => {
    LoadedNativeForm = module.NativeForm;
    return module;
  });

const LazyEnquiryForm = lazy(() =>
  requested
    .then(() => {
      // A same-page link or Back before this code comes makes React render the boundary anew,
      // in the browser: the stand-in, here by then, takes the server form's place with what was
      // typed (it reads the fields as it renders, before React removes them).
      void loadNativeForm().catch(() => {});
      // The form on the page posts without its script: a press on Send held for it goes through.
      const lost = () => {
        for (const form of document.forms) if (!form.noValidate) window.__earlyTaps?.claim(form);
      };
      return loadCode(() => import(/* webpackChunkName: "enquiry-form" */ './enquiry-form'), lost);
    })
    .then((module) => ({
      default: module.EnquiryForm as React.ComponentType<EnquiryFormProps<FormKind>>,
    })),
);

const LazyNativeForm = lazy(() =>
  loadCode(loadNativeForm).then((module) => ({ default: module.NativeForm })),
);

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

/** Chooses when React renders the fallback, not when the boundary was made. */
function StandIn(props: EnquiryFormProps<FormKind>) {
  if (LoadedNativeForm) return <LoadedNativeForm {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyNativeForm {...props} />
    </Suspense>
  );
}

function DeferredForm(props: EnquiryFormProps<FormKind>) {
  useEffect(() => {
    if (document.activeElement?.closest('form') || Array.from(document.forms).some(fieldsChanged))
      return void request();
    const unmounted = new AbortController();
    void nextInteraction(unmounted.signal).then(request);
    return () => unmounted.abort();
  }, []);
  return (
    <Suspense fallback={<StandIn {...props} />}>
      <LazyEnquiryForm {...props} />
    </Suspense>
  );
}

/** Memoized: a boundary waiting to hydrate must not re-render with new props (React would give
 * up on the server HTML and show the fallback). */
export const DeferredEnquiryForm = memo(DeferredForm) as <K extends FormKind>(
  props: EnquiryFormProps<K>,
) => React.ReactElement;
