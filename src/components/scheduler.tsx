// The tour scheduling widget, loaded as its box nears the screen, over the club's own tour request
// in the server's HTML, which stays if the widget fails or the visitor has started on the form.
import React, { useEffect, useRef, useState } from 'react';
import { loadScript } from '../lib/load-script';
import { fieldsChanged } from '../forms/typed-values';
import { ExternalLink } from './external-link';

declare global {
  interface Window {
    Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void };
  }
}

export const WIDGET_TIMEOUT_MS = 5000;

type SchedulerProps = {
  /** The scheduling page, e.g. https://calendly.com/club/30min; absent: no scheduler. */
  url?: string | null;
  scriptUrl?: string | null;
  size: 'home' | 'tour';
  title: string;
  children: React.ReactNode;
};

/** `kept`: the widget came, but the visitor was already filling in the form. */
type Status = 'waiting' | 'loading' | 'ready' | 'failed' | 'kept';

export const Scheduler = ({ url, scriptUrl, size, title, children }: SchedulerProps) => {
  const boxRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('waiting');
  // A hydrated field's value and default value no longer differ (React keeps them in step).
  const formUsed = useRef(false);
  const markFormUsed = () => {
    formUsed.current = true;
  };

  useEffect(() => {
    const box = boxRef.current;
    if (!box || !url || !scriptUrl) return;
    let cancelled = false;
    // Focus or a changed field, also before this code ran, means the visitor chose the form.
    const usingForm = () => {
      const form = formRef.current;
      if (!form) return false;
      return formUsed.current || form.contains(document.activeElement) || fieldsChanged(form);
    };
    const start = () => {
      setStatus('loading');
      loadScript(scriptUrl, { timeoutMs: WIDGET_TIMEOUT_MS })
        .then(() => {
          if (cancelled) return;
          if (!widgetRef.current || !window.Calendly) throw new Error('no widget');
          if (usingForm()) {
            setStatus('kept');
            return;
          }
          window.Calendly.initInlineWidget({ url, parentElement: widgetRef.current });
          setStatus('ready');
        })
        .catch(() => {
          if (!cancelled) setStatus('failed');
        });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [url, scriptUrl]);

  if (!url || !scriptUrl) return <div className="scheduler-none">{children}</div>;
  return (
    <div
      ref={boxRef}
      className={`scheduler scheduler--${size}`}
      data-status={status}
      role="region"
      aria-label={title}
    >
      <div ref={widgetRef} className="scheduler-widget" />
      <div
        ref={formRef}
        className="scheduler-fallback scheduler-request"
        onFocus={markFormUsed}
        onInput={markFormUsed}
      >
        {/* Always laid out, shown once the widget has failed (_widgets.scss): its arrival then
            moves nothing below it, which a visitor would see as the form jumping. */}
        <p className="scheduler-failed">The booking calendar could not be loaded here.</p>
        {children}
        <p className="scheduler-link">
          <ExternalLink href={url}>Open the tour booking page</ExternalLink>
        </p>
      </div>
    </div>
  );
};
