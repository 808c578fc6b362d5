// The promo overlay on /promo: the offer, the promo form, and "Go to Homepage".
// Every way of closing it (that button, the close button, Escape) goes to the home page.
// Fireworks play behind it from 500 ms after it appears, without sound, and not at all for
// visitors who prefer reduced motion. After a successful sign-up and the 4 s green box, the
// visitor goes to /personal-training/ if they accepted the sessions, otherwise to /membership/.
import React, { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { navigate } from 'gatsby';
import Modal from 'react-bootstrap/Modal';
import { useIsBrowser, usePrefersReducedMotion } from '../components/use-prefers-reduced-motion';
import { ROUTES } from '../routes';
import { EnquiryForm, type EnquiryFormText } from './enquiry-form';
import type { PromoValues } from './schemas';

export const FIREWORKS_DELAY_MS = 500;

export type PromoOverlayText = {
  headline: string;
  offer: string;
  terms: string;
  homeButton: string;
  submitLabel: string;
};

/** Where the visitor goes after signing up: the sessions they accepted, else the memberships. */
export function destinationAfterSignUp(values: Pick<PromoValues, 'personal_training'>): string {
  return values.personal_training ? ROUTES.personalTraining : ROUTES.membership;
}

const Fireworks = () => {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stopped = false;
    let instance: import('fireworks-js').Fireworks | undefined;
    const timer = setTimeout(async () => {
      // Loaded only here, so no other page carries the library.
      const { Fireworks: FireworksJs } = await import('fireworks-js');
      if (stopped || !container.current) return;
      instance = new FireworksJs(container.current, { sound: { enabled: false } });
      instance.start();
    }, FIREWORKS_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      instance?.stop(true);
    };
  }, []);
  return createPortal(
    <div ref={container} className="promo-fireworks" aria-hidden="true" data-testid="fireworks" />,
    document.body,
  );
};

type PromoOverlayProps = { text: PromoOverlayText; formText: EnquiryFormText };

export const PromoOverlay = ({ text, formText }: PromoOverlayProps) => {
  const [open, setOpen] = useState(true);
  const inBrowser = useIsBrowser();
  const reducedMotion = usePrefersReducedMotion();

  const afterSignUp = async (values: PromoValues) => {
    await navigate(destinationAfterSignUp(values));
    setOpen(false);
  };
  const goHome = async () => {
    setOpen(false);
    await navigate(ROUTES.home);
  };

  return (
    <>
      {/* A portal into <body>, so browser only. */}
      {inBrowser && open && !reducedMotion && <Fireworks />}
      {/* Opened once hydrated: a portal in the first render would not match the server HTML. */}
      <Modal
        show={inBrowser && open}
        onHide={goHome}
        centered
        aria-labelledby="promo-overlay-title"
        className="promo-overlay"
      >
        <Modal.Header closeButton closeLabel="Close the offer">
          <Modal.Title as="h2" id="promo-overlay-title">
            {text.headline}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="promo-offer">{text.offer}</p>
          <p className="promo-terms">{text.terms}</p>
          <EnquiryForm
            kind="promo"
            idPrefix="promo-overlay"
            submitLabel={text.submitLabel}
            text={formText}
            onSuccessShown={afterSignUp}
          />
          <button type="button" className="btn btn-outline-dark promo-home-button" onClick={goHome}>
            {text.homeButton}
          </button>
        </Modal.Body>
      </Modal>
    </>
  );
};
