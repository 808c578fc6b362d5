// The promo overlay on /promo: in the server HTML, open (on a phone the largest paint), its close
// links working without a script; hydrated, a modal dialog. Every way of closing it goes home.
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from 'gatsby';
import { useIsBrowser, usePrefersReducedMotion } from '../components/use-prefers-reduced-motion';
import { ROUTES } from '../../contracts/routes';
import { DeferredEnquiryForm } from './deferred-form';
import { Fireworks } from './fireworks/fireworks';
import type { EnquiryFormText } from './enquiry-form';
import type { PromoValues } from '../../contracts/forms/schemas';

export type PromoOverlayText = NonNullable<
  Queries.HomeViewDataFragment['pageTextYaml']
>['promo'] & {
  submitLabel: string;
};

export function destinationAfterSignUp(values: Pick<PromoValues, 'personal_training'>): string {
  return values.personal_training ? ROUTES.personalTraining : ROUTES.membership;
}

/** Bootstrap's modal for a dialog already on screen: focus kept inside, Escape, no scroll. */
function useModal(dialog: React.RefObject<HTMLElement>, onClose: () => void) {
  useEffect(() => {
    const { body } = document;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    const keepFocus = () =>
      // After the focus event, as Bootstrap does, so a click inside lands first.
      setTimeout(() => {
        const active = document.activeElement;
        if (dialog.current && !dialog.current.contains(active)) dialog.current.focus();
      });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('focus', keepFocus, true);
    document.addEventListener('keydown', onKey);
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
    return () => {
      document.removeEventListener('focus', keepFocus, true);
      document.removeEventListener('keydown', onKey);
      Object.assign(body.style, before);
    };
  }, [dialog, onClose]);
}

/** Once the code runs, a plain click on a closing link goes through the router, not a reload. */
function closeFrom(onClose: () => void) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onClose();
  };
}

type PromoOverlayProps = { text: PromoOverlayText; formText: EnquiryFormText };

type DialogProps = PromoOverlayProps & {
  onClose: () => void;
  onSignedUp: (values: PromoValues) => Promise<void>;
};

const Dialog = ({ text, formText, onClose, onSignedUp }: DialogProps) => {
  const dialog = useRef<HTMLDivElement>(null);
  useModal(dialog, onClose);
  return (
    // A click on the dialog's surroundings (this element itself) closes it, as Bootstrap's does;
    // the keyboard has Escape and the two links.
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby="promo-overlay-title"
      tabIndex={-1}
      className="promo-overlay modal show"
      style={{ display: 'block' }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-dialog modal-dialog-centered">
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="modal-title h4" id="promo-overlay-title">
              {text.headline}
            </h2>
            <a
              href={ROUTES.home}
              className="btn-close"
              aria-label="Close the offer"
              onClick={closeFrom(onClose)}
            />
          </div>
          <div className="modal-body">
            <p className="promo-offer">{text.offer}</p>
            <p className="promo-terms">{text.terms}</p>
            <DeferredEnquiryForm
              kind="promo"
              idPrefix="promo-overlay"
              submitLabel={text.submitLabel}
              text={formText}
              onSuccessShown={onSignedUp}
            />
            <a
              href={ROUTES.home}
              className="btn btn-outline-dark promo-home-button"
              onClick={closeFrom(onClose)}
            >
              {text.homeButton}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
};

export const PromoOverlay = ({ text, formText }: PromoOverlayProps) => {
  const [open, setOpen] = useState(true);
  const inBrowser = useIsBrowser();
  const reducedMotion = usePrefersReducedMotion();

  // Stable, so the deferred form (memoized) keeps its server HTML until its code comes.
  const afterSignUp = useCallback(async (values: PromoValues) => {
    await navigate(destinationAfterSignUp(values));
    setOpen(false);
  }, []);
  const goHome = useCallback(async () => {
    setOpen(false);
    await navigate(ROUTES.home);
  }, []);

  if (!open) return null;
  return (
    // Its own box in <main>: the page-enter slide moves main's other children, never this one
    // (a transformed ancestor would carry the fixed dialog along; see _layout.scss).
    <div className="promo-overlay-root">
      {/* Fireworks are a portal into <body>, so browser only. */}
      {inBrowser && !reducedMotion && <Fireworks />}
      <div className="modal-backdrop show" />
      <Dialog text={text} formText={formText} onClose={goHome} onSignedUp={afterSignUp} />
    </div>
  );
};
