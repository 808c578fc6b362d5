// A call-to-action block at the foot of a page: a heading, a line of text and one link.
import React from 'react';
import { Link } from 'gatsby';

export type Cta = { heading: string; text: string; linkLabel: string };

type CtaBlockProps = Cta & { to: string };

export const CtaBlock = ({ heading, text, linkLabel, to }: CtaBlockProps) => (
  <section className="cta-block">
    <div className="container-xl">
      <h2>{heading}</h2>
      <p>{text}</p>
      <Link className="btn btn-primary btn-lg" to={to}>
        {linkLabel}
      </Link>
    </div>
  </section>
);
