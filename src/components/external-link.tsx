// A link to another site: opens in a new tab, safely, and tells screen-reader users it does.
import React from 'react';

type ExternalLinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
};

export const ExternalLink = ({ children, ...rest }: ExternalLinkProps) => (
  <a {...rest} target="_blank" rel="noopener noreferrer">
    {children}
    <span className="visually-hidden"> (opens in a new tab)</span>
  </a>
);
