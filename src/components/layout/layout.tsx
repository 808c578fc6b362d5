// The frame of every page: skip link, header, the animated main region and the footer.
// `bare` drops the navigation, for the maintenance page where every link would lead back to it.
import React from 'react';
import { Footer, type FooterFacts, type SocialLink } from './footer';
import { Header, type LogoImage } from './header';
import type { NavItem } from './nav-links';

export const MAIN_ID = 'main-content';

export type LayoutProps = {
  siteName: string;
  logo: LogoImage;
  copyrightYear: number;
  nav: readonly NavItem[];
  social: readonly SocialLink[];
  /** The pages about the site itself (FAQ, accessibility, privacy), linked from the footer. */
  siteLinks: readonly NavItem[];
  tourUrl: string;
  facts: FooterFacts;
  /** Changes on every navigation, so the page-enter animation plays again. */
  pageKey: string;
  bare?: boolean;
  children: React.ReactNode;
};

export const Layout = ({ pageKey, bare = false, children, ...site }: LayoutProps) => (
  <>
    <a className="skip-link" href={`#${MAIN_ID}`}>
      Skip to main content
    </a>
    {bare ? (
      <header className="site-header site-header--bare">
        <div className="site-toolbar">
          {/* A plain link: in maintenance mode a full load, which the edge answers with this page
              again; an in-app link would load the real pages' data and leave maintenance. */}
          <a href="/" className="site-logo-link">
            <img
              className="site-logo"
              src={site.logo.url}
              alt={site.logo.alt}
              width={140}
              height={112}
            />
          </a>
        </div>
      </header>
    ) : (
      <Header logo={site.logo} nav={site.nav} tourUrl={site.tourUrl} />
    )}
    <div className="site-page">
      <main id={MAIN_ID} tabIndex={-1} className="site-main page-enter" key={pageKey}>
        {children}
      </main>
    </div>
    <Footer
      siteName={site.siteName}
      logo={site.logo}
      copyrightYear={site.copyrightYear}
      nav={bare ? [] : site.nav}
      social={site.social}
      facts={site.facts}
      siteLinks={bare ? [] : site.siteLinks}
    />
  </>
);
