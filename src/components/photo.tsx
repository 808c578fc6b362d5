// A photo gatsby-plugin-image processed, as a plain <picture>, shown from the first paint with or
// without scripts (docs/decisions.md: not GatsbyImage).
import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

type PhotoProps = {
  image: IGatsbyImageData;
  alt: string;
  className: string;
  loading?: 'eager' | 'lazy';
};

export const Photo = ({ image, alt, className, loading = 'lazy' }: PhotoProps) => {
  const { layout, width, height, images } = image;
  const constrained = layout === 'constrained';
  // A constrained photo's box takes its width from an empty SVG of the photo's size.
  const sizer = `data:image/svg+xml;charset=utf-8,%3Csvg height='${height}' width='${width}' xmlns='http://www.w3.org/2000/svg' version='1.1'%3E%3C/svg%3E`;
  return (
    <div
      className={`gatsby-image-wrapper${constrained ? ' gatsby-image-wrapper-constrained' : ''} ${className}`}
    >
      {constrained ? (
        <div style={{ maxWidth: width, display: 'block' }}>
          <img
            alt=""
            aria-hidden="true"
            src={sizer}
            style={{ maxWidth: '100%', display: 'block', position: 'static' }}
          />
        </div>
      ) : (
        <div aria-hidden="true" style={{ paddingTop: `${(height / width) * 100}%` }} />
      )}
      <picture>
        {images.sources?.map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={source.srcSet}
            sizes={source.sizes}
          />
        ))}
        <img
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={images.fallback?.sizes}
          alt={alt}
          loading={loading}
          decoding="async"
          // Low, not raised in a race at the first layout: no photo is a page's largest paint.
          {...{ fetchpriority: 'low' }}
        />
      </picture>
    </div>
  );
};
