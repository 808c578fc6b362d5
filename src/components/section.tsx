// A page section with its h2, labelled by that heading for screen readers.
import React from 'react';

type SectionProps = {
  /** Names the heading's id (`${name}-heading`); also the section's id unless `anchor` is set. */
  name: string;
  heading: string;
  /** muted: grey band; accent: dark band. */
  tone?: 'plain' | 'muted' | 'accent';
  /** An id to link to, e.g. usask_alumni. */
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
      {children}
    </div>
  </section>
);
