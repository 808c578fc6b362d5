import React from 'react';

type HeroProps = { heading: string; text: string; children?: React.ReactNode };

/** The banner at the top of a page; its heading is the page's only h1. */
export const Hero = ({ heading, text, children }: HeroProps) => (
  <section className="hero">
    <div className="container-xl">
      <h1>{heading}</h1>
      <p className="hero-lead">{text}</p>
      {children}
    </div>
  </section>
);
