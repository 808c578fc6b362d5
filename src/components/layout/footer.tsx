// The site footer: logo, navigation, social links (new tabs), the copyright line and the links
// about the site itself (FAQ, accessibility statement, privacy policy).
import React from 'react';
import { Link } from 'gatsby';
import { ExternalLink } from '../external-link';
import { NavLinks, type NavItem } from './nav-links';
import { SocialIcon } from './social-icon';
import type { LogoImage } from './header';

export type SocialLink = { kind: string; label: string; url: string };

type FooterProps = {
  siteName: string;
  logo: LogoImage;
  copyrightYear: number;
  nav: readonly NavItem[];
  social: readonly SocialLink[];
  /** FAQ, accessibility, privacy; none on the maintenance page, where every link leads back to it. */
  siteLinks?: readonly NavItem[];
};

export const Footer = ({
  siteName,
  logo,
  copyrightYear,
  nav,
  social,
  siteLinks = [],
}: FooterProps) => (
  <footer className="site-footer">
    <div className="container-xl site-footer-grid">
      <img className="site-footer-logo" src={logo.url} alt={logo.alt} width={140} height={80} />
      {nav.length > 0 && (
        <nav aria-label="Footer">
          <NavLinks items={nav} className="site-footer-nav" />
        </nav>
      )}
      <ul className="site-social" aria-label="Social media">
        {social.map((link) => (
          <li key={link.url}>
            <ExternalLink href={link.url} className="site-social-link">
              <SocialIcon kind={link.kind} />
              <span className="site-social-label">{link.label}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="site-copyright">
        © {copyrightYear} {siteName}. All rights reserved.
      </p>
      {siteLinks.length > 0 && (
        <ul className="site-footer-links" aria-label="About this site">
          {siteLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  </footer>
);
