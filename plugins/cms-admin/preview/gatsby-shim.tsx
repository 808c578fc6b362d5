// What the site's components take from Gatsby, for the preview pane, which runs outside Gatsby: a
// link is a plain link (the pane opens it in a new tab), and a page query is never run.
import React from 'react';

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export const Link = ({ to, ...rest }: LinkProps) => <a href={to} {...rest} />;

export const navigate = (to: string) => window.open(to, '_blank', 'noopener');

export const graphql = (..._parts: unknown[]) => '';
