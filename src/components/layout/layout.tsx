// The frame of every page: skip link, header, main and footer, each in a Suspense boundary so
// React hydrates them apart in short slices, not in one long task. `bare`: no navigation.
import React, { Suspense } from 'react';
import { Footer, type FooterFacts, type SocialLink } from './footer';
import { Header } from './header';
import { SiteLogo, type LogoImage } from './site-logo';
import type { NavItem } from './nav-links';

export const MAIN_ID = 'main-content';

export type LayoutProps = {
  siteName: string;
  logo: LogoImage;
  copyrightYear: number;
  nav: readonly NavItem[];
  social: readonly SocialLink[];
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
            <SiteLogo logo={site.logo} />
          </a>
        </div>
      </header>
    ) : (
      <Suspense>
        <Header logo={site.logo} nav={site.nav} tourUrl={site.tourUrl} />
      </Suspense>
    )}
    <div className="site-page">
      <main id={MAIN_ID} tabIndex={-1} className="site-main page-enter" key={pageKey}>
        <Suspense>{children}</Suspense>
      </main>
    </div>
    <Suspense>
      <Footer
        siteName={site.siteName}
        logo={site.logo}
        copyrightYear={site.copyrightYear}
        nav={bare ? [] : site.nav}
        social={site.social}
        facts={site.facts}
        siteLinks={bare ? [] : site.siteLinks}
      />
    </Suspense>
  </>
);
