import React from 'react';
import { Link } from 'gatsby';

export type NavItem = { label: string; to: string };

type NavLinksProps = {
  items: readonly NavItem[];
  className?: string;
  onNavigate?: () => void;
};

/** Gatsby's Link marks the current page with aria-current. */
export const NavLinks = ({ items, className, onNavigate }: NavLinksProps) => (
  <ul className={className}>
    {items.map((item) => (
      <li key={item.to}>
        <Link to={item.to} onClick={onNavigate} activeClassName="active">
          {item.label}
        </Link>
      </li>
    ))}
  </ul>
);
