// The scheduling service's inline widget for 30-minute tours. Its box keeps its height from the
// first paint (no layout shift); its script loads only as the box nears the screen; and a plain
// link to the scheduling page is always there beneath it, so a blocked or failed script leaves
// the visitor a way to book.
import React, { useEffect, useRef, useState } from 'react';
import { loadScript } from '../lib/load-script';
import { ExternalLink } from './external-link';

declare global {
  interface Window {
    Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void };
  }
}

type SchedulerProps = {
  /** The scheduling page, e.g. https://calendly.com/club/30min */
  url: string;
  scriptUrl: string;
  /** home: 800 px high; tour (/book-tour/): 630 px. */
  size: 'home' | 'tour';
  /** Names the widget's region for screen readers. */
  title: string;
};

type Status = 'waiting' | 'loading' | 'ready' | 'failed';

export const Scheduler = ({ url, scriptUrl, size, title }: SchedulerProps) => {
  const boxRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('waiting');

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let cancelled = false;
    const start = () => {
      setStatus('loading');
      loadScript(scriptUrl)
        .then(() => {
          if (cancelled || !widgetRef.current || !window.Calendly) throw new Error('no widget');
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

  return (
    <div
      ref={boxRef}
      className={`scheduler scheduler--${size}`}
      data-status={status}
      role="region"
      aria-label={title}
    >
      <div ref={widgetRef} className="scheduler-widget" />
      <div className="scheduler-fallback">
        {status === 'failed' && <p>The booking calendar could not be loaded here.</p>}
        <p>
          <ExternalLink href={url} className="btn btn-outline-dark">
            Open the tour booking page
          </ExternalLink>
        </p>
      </div>
    </div>
  );
};
