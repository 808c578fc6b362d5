// The header's logo. When the logo file is plain drawing (plugins/content-source/svg-inline.ts
// checks it against an allowlist at build time), it is the page's own <svg>: as an image, even a
// data: URI, an SVG is a document that Chromium builds on the main thread while the page loads.
// Otherwise an <img>, which keeps whatever the file holds inert. The <svg> has no width or height
// of its own: the CSS sizes it, and when the scrolled header sets its height to auto, it follows
// the viewBox's proportions, as the <img> follows the picture's.
import React from 'react';

export type LogoImage = {
  /** For an <img>: the logo as a data: URI when it is a small SVG, else its file. */
  url: string;
  alt: string;
  /** The logo's own file, for the footer's copy; `url` when there is none. */
  fileUrl?: string;
  /** The logo's shapes, checked, for the page's own <svg>. */
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
