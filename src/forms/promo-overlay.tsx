// The promo overlay on /promo: in the server HTML, open (on a phone the largest paint), its close
// links working without a script; hydrated, a modal dialog. Every way of closing it goes home.
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { Link, navigate } from 'gatsby';
import { useIsBrowser, usePrefersReducedMotion } from '../components/use-prefers-reduced-motion';
import { ROUTES } from '../../contracts/routes';
import { DeferredEnquiryForm } from './deferred-form';
import type { FormText } from './form-section';
import type { PageText } from '../../content-library';
import { Fireworks } from './fireworks/fireworks';
import type { PromoValues } from '../../contracts/forms/schemas';

/** Served open (no script can make a dialog modal): modal once the page runs, which keeps the
 * focus inside, Escape working and the page behind inert. */
function useModal(dialog: React.RefObject<HTMLDialogElement>, open: boolean) {
  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const focused = document.activeElement;
    element.close();
    element.showModal();
    (focused instanceof HTMLElement && element.contains(focused) ? focused : element).focus();
    // The page behind stays still, as under Bootstrap's modal.
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [dialog, open]);
}

type PromoOverlayProps = { text: NonNullable<Queries.PromoPageQuery['pageTextYaml']> };

export const PromoOverlay = ({ text: { promo: promoJson, forms } }: PromoOverlayProps) => {
  const promo = promoJson as PageText['promo'];
  const [open, setOpen] = useState(true);
  const inBrowser = useIsBrowser();
  const reducedMotion = usePrefersReducedMotion();
  const dialog = useRef<HTMLDialogElement>(null);
  useModal(dialog, open);

  // Stable, so the deferred form (memoized) keeps its server HTML until its code comes.
  const afterSignUp = useCallback(async (values: PromoValues) => {
    await navigate(values.personal_training ? ROUTES.personalTraining : ROUTES.membership);
    setOpen(false);
  }, []);
  const goHome = async () => {
    setOpen(false);
    await navigate(ROUTES.home);
  };

  if (!open) return null;
  return (
    // Its own box in <main>: the page-enter slide moves main's other children, never this one
    // (a transformed ancestor would carry the fixed dialog along; see _layout.scss).
    <div className="promo-overlay-root">
      {/* Fireworks are a portal into <body>, so browser only. */}
      {inBrowser && !reducedMotion && <Fireworks />}
      <div className="modal-backdrop show" />
      {/* A click on the dialog's surroundings (this element itself) closes it, as Bootstrap's
          does; the keyboard has Escape and the two links, which the router takes home. */}
      <dialog
        ref={dialog}
        open
        aria-labelledby="promo-overlay-title"
        tabIndex={-1}
        className="promo-overlay modal show"
        onCancel={(event) => {
          event.preventDefault();
          void goHome();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) void goHome();
        }}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h4" id="promo-overlay-title">
                {promo.headline}
              </h2>
              <Link to={ROUTES.home} className="btn-close" aria-label="Close the offer" />
            </div>
            <div className="modal-body">
              <p className="promo-offer">{promo.offer}</p>
              <p className="promo-terms">{promo.terms}</p>
              <DeferredEnquiryForm
                kind="promo"
                idPrefix="promo-overlay"
                submitLabel={(forms.promo as FormText).submitLabel}
                text={forms}
                onSuccessShown={afterSignUp}
              />
              <Link to={ROUTES.home} className="btn btn-outline-dark promo-home-button">
                {promo.homeButton}
              </Link>
            </div>
          </div>
        </div>
      </dialog>
    </div>
  );
};
