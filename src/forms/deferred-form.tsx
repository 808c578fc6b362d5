// The enquiry form's code loads on the first interaction; until then the server's HTML stays
// un-hydrated and posts without a script. Where it cannot, the same form stands in (NativeForm).
import React, { lazy, memo, Suspense, useEffect } from 'react';
import { FailInPlace } from '../components/fail-in-place';
import type { EnquiryFormProps } from './enquiry-form';
import { NativeForm } from './native-form';
import { fieldsChanged } from './typed-values';
import type { FormKind } from '../../contracts/forms/schemas';

// `input` too: a phone's autofill fills a field without a key being pressed.
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin', 'input'] as const;

let request = () => {};
// The server renders the form at once: its HTML is what the visitor sees first.
const requested =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        request = resolve;
      });

const loadCode = () => import(/* webpackChunkName: "enquiry-form" */ './enquiry-form');

const lazyForm = () =>
  lazy(() =>
    requested.then(loadCode).then((module) => ({
      default: module.EnquiryForm as React.ComponentType<EnquiryFormProps<FormKind>>,
    })),
  );

// A React.lazy keeps its failure: a retry that loaded the code makes a new one.
let LazyEnquiryForm = lazyForm();
const retry = () =>
  loadCode().then(() => {
    LazyEnquiryForm = lazyForm();
  });

function useLoadOnInteraction() {
  useEffect(() => {
    if (document.activeElement?.closest('form') || Array.from(document.forms).some(fieldsChanged)) {
      request();
      return;
    }
    const listening = new AbortController();
    const load = (event: Event) => {
      // Focus moved by a script (the promo dialog focuses itself as it opens) is no interaction;
      // focus that arrives in a form, from assistive technology say, is.
      if (event.type === 'focusin' && !(event.target as Element).closest?.('form')) return;
      listening.abort();
      request();
    };
    const options = { capture: true, passive: true, signal: listening.signal };
    for (const type of INTERACTIONS) window.addEventListener(type, load, options);
    return () => listening.abort();
  }, []);
}

function DeferredForm(props: EnquiryFormProps<FormKind>) {
  useLoadOnInteraction();
  const native = <NativeForm {...props} />;
  return (
    <FailInPlace fallback={native} retry={retry}>
      {() => (
        <Suspense fallback={native}>
          <LazyEnquiryForm {...props} />
        </Suspense>
      )}
    </FailInPlace>
  );
}

/** Memoized: a boundary waiting to hydrate must not re-render with new props (React would give
 * up on the server HTML and show the fallback). */
export const DeferredEnquiryForm = memo(DeferredForm) as <K extends FormKind>(
  props: EnquiryFormProps<K>,
) => React.ReactElement;
