// What the site's components take from Gatsby, for the preview pane, which runs outside Gatsby:
// a link is a plain link (the pane opens it in a new tab), a query is only the page's, and an
// image is the CMS's copy of the photo, at the size the site would show it.
import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export const Link = ({ to, ...rest }: LinkProps) => <a href={to} {...rest} />;

export const navigate = (to: string) => window.open(to, '_blank', 'noopener');

/** Page queries run at build time; in the preview their text is never used. */
export const graphql = (..._parts: unknown[]) => '';

type GatsbyImageProps = {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
};

export const GatsbyImage = ({ image, alt, className, loading }: GatsbyImageProps) => (
  <img
    className={className}
    src={image.images.fallback?.src}
    alt={alt}
    width={image.width}
    height={image.height}
    loading={loading}
    style={{ maxWidth: '100%', height: 'auto', objectFit: 'cover' }}
  />
);
