// The header's logo: the page's own <svg> when the build found it plain drawing
// (plugins/content-source/svg-inline.ts), else an <img>. CSS sizes both.
import React from 'react';

export type LogoImage = {
  /** For an <img>: the logo as a data: URI when it is a small SVG, else its file. */
  url: string;
  alt: string;
  /** The logo's own file, for the footer's copy. */
  fileUrl?: string;
  svg?: { viewBox: string; markup: string } | null;
};

export const SiteLogo = ({ logo }: { logo: LogoImage }) =>
  logo.svg ? (
    <svg
      className="site-logo"
      role="img"
      aria-label={logo.alt}
      viewBox={logo.svg.viewBox}
      dangerouslySetInnerHTML={{ __html: logo.svg.markup }}
    />
  ) : (
    <img className="site-logo" src={logo.url} alt={logo.alt} width={140} height={112} />
  );
