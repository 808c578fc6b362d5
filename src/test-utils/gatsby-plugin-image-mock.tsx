// A stand-in for gatsby-plugin-image in unit tests: images render as plain <img> elements.
import React from 'react';

type ImageProps = { alt: string; image?: unknown; src?: string; className?: string };

export const GatsbyImage = ({ alt, className }: ImageProps) => (
  <img alt={alt} className={className} />
);
export const StaticImage = ({ alt, src, className }: ImageProps) => (
  <img alt={alt} src={src} className={className} />
);
export const getImage = (node: unknown) => node;
