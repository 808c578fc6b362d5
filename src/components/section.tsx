// A page section labelled by its h2. Its content is a Suspense boundary: React hydrates each
// section apart, so no long task adds them all up on a slow phone.
import React, { Suspense } from 'react';

type SectionProps = {
  /** Names the heading's id (`${name}-heading`); also the section's id unless `anchor` is set. */
  name: string;
  heading: string;
  tone?: 'plain' | 'muted' | 'accent';
  anchor?: string;
  children: React.ReactNode;
};

export const Section = ({ name, heading, tone = 'plain', anchor, children }: SectionProps) => (
  <section
    id={anchor ?? name}
    className={tone === 'plain' ? 'page-section' : `page-section page-section--${tone}`}
    aria-labelledby={`${name}-heading`}
  >
    <div className="container-xl">
      <h2 id={`${name}-heading`}>{heading}</h2>
      <Suspense>{children}</Suspense>
    </div>
  </section>
);
