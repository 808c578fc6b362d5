// The header's logo: the page's own <svg> when the build found it plain drawing
// (plugins/content-source/svg-inline.ts), else an <img>. CSS sizes both.
import React from 'react';

export type LogoImage = NonNullable<Queries.SiteLayoutQuery['siteYaml']>['logo'];

export const SiteLogo = ({ logo: { alt, src } }: { logo: LogoImage }) =>
  src.svgInline ? (
    <svg
      className="site-logo"
      role="img"
      aria-label={alt}
      viewBox={src.svgInline.viewBox}
      dangerouslySetInnerHTML={{ __html: src.svgInline.markup }}
    />
  ) : (
    // A small SVG as a data: URI: drawn with the first paint, with no request of its own.
    <img
      className="site-logo"
      src={src.svgDataUri ?? src.publicURL ?? ''}
      alt={alt}
      width={140}
      height={112}
    />
  );
