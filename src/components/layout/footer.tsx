// The site footer: logo, social links, the club's facts, the navigation and the site's own links.
import React from 'react';
import { Link } from 'gatsby';
import { ClubAddress, ClubHoursList } from '../club-facts';
import { ExternalLink } from '../external-link';
import { NavLinks, type NavItem } from './nav-links';
import { SocialIcon } from './social-icon';

export type SocialLink = { kind: string; label: string; url: string };

export type FooterSite = NonNullable<Queries.SiteLayoutQuery['siteYaml']>;

type FooterSectionProps = { id: string; heading: string; children: React.ReactNode };

const FooterSection = ({ id, heading, children }: FooterSectionProps) => (
  <section aria-labelledby={id}>
    <h2 id={id} className="site-footer-heading">
      {heading}
    </h2>
    {children}
  </section>
);

type FooterProps = {
  site: FooterSite;
  /** The contact page's headings, which the footer's facts share. */
  headings: { infoHeading: string; hoursHeading: string };
  nav: readonly NavItem[];
  social: readonly SocialLink[];
  /** None on the maintenance page, where every link leads back to it. */
  siteLinks?: readonly NavItem[];
};

export const Footer = ({ site, headings, nav, social, siteLinks = [] }: FooterProps) => (
  <footer className="site-footer">
    <div className="container-xl site-footer-grid">
      <div>
        {/* The file, loaded as the visitor nears the footer: an SVG image is a document that
            Chromium builds on the main thread, and a data: URI is never loaded lazily, so the
            header's inline copy would build a second one in the page's load. */}
        <img
          className="site-footer-logo"
          src={site.logo.src.publicURL ?? site.logo.src.svgDataUri ?? ''}
          alt={site.logo.alt}
          width={140}
          height={80}
          loading="lazy"
        />
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
      </div>
      <FooterSection id="footer-contact-heading" heading={headings.infoHeading}>
        <ClubAddress contact={site.contact} />
      </FooterSection>
      <FooterSection id="footer-hours-heading" heading={headings.hoursHeading}>
        <ClubHoursList hours={site.hours} timeZone={site.location.timeZone} />
      </FooterSection>
      {nav.length > 0 && (
        <nav aria-label="Footer">
          <NavLinks items={nav} className="site-footer-nav" />
        </nav>
      )}
      <p className="site-copyright">
        © {site.copyrightYear} {site.name}. All rights reserved.
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
