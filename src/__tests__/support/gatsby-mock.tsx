// A stand-in for the `gatsby` module in unit tests: Link becomes a plain anchor and
// GraphQL is never run, so components are tested with plain props.
import React from 'react';

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

export const navigate = jest.fn();

// Like Gatsby's Link, a click navigates in-app (here: records the call) instead of loading a page.
export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
});
export const graphql = () => '';
export const useStaticQuery = jest.fn();
export const withPrefix = (path: string) => path;
