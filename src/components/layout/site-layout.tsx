// The frame of every page, from content/: skip link, header, main and footer, each in a Suspense
// boundary so React hydrates them apart in short slices, not in one long task.
import React, { Suspense } from 'react';
import { graphql, useStaticQuery, type WrapPageElementBrowserArgs } from 'gatsby';
import { ROUTES } from '../../../contracts/routes';
import { required } from '../../lib/required';
import { Footer, type SocialLink } from './footer';
import { Header } from './header';
import { SiteLogo } from './site-logo';

const MAIN_ID = 'main-content';

type SiteLayoutProps = { pathname: string; children: React.ReactNode };

/** The frame's content, which the forms (privacy texts) and the contact page (address, hours) read
 * too: every page loads this query. */
export const useSiteLayoutData = () =>
  useStaticQuery<Queries.SiteLayoutQuery>(graphql`
    query SiteLayout {
      siteYaml {
        name
        copyrightYear
        ...ClubFactsData
        logo {
          alt
          src {
            publicURL
            svgDataUri
            svgInline {
              viewBox
              markup
            }
          }
        }
      }
      allNavigationYaml {
        nodes {
          label
          to
        }
      }
      pageTextYaml {
        faq {
          footerLinkLabel
        }
        contact {
          infoHeading
          hoursHeading
        }
      }
      accessibilityYaml {
        footerLinkLabel
      }
      privacyYaml {
        footerLinkLabel
        consent
        formNote
      }
      linksYaml {
        social
        external {
          tourScheduling {
            url
          }
        }
      }
    }
  `);

export const SiteLayout = ({ pathname, children }: SiteLayoutProps) => {
  const data = useSiteLayoutData();
  const site = required(data.siteYaml, 'content/site.yaml');
  const links = required(data.linksYaml, 'content/links.yaml');
  const pageText = required(data.pageTextYaml, 'content/page-text.yaml');
  const accessibility = required(data.accessibilityYaml, 'content/accessibility.yaml');
  const privacy = required(data.privacyYaml, 'content/privacy.yaml');
  // The maintenance page has no navigation: every link would lead back to it.
  const bare = pathname.startsWith(ROUTES.underMaintenance);
  const nav = bare ? [] : data.allNavigationYaml.nodes;
  const siteLinks = bare
    ? []
    : [
        { label: pageText.faq.footerLinkLabel, to: ROUTES.faq },
        { label: accessibility.footerLinkLabel, to: ROUTES.accessibility },
        { label: privacy.footerLinkLabel, to: ROUTES.privacy },
      ];
  return (
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
          <Header
            logo={site.logo}
            nav={nav}
            tourUrl={links.external.tourScheduling?.url ?? ROUTES.bookTour}
          />
        </Suspense>
      )}
      <div className="site-page">
        {/* A new key on every navigation, so the page-enter animation plays again. */}
        <main id={MAIN_ID} tabIndex={-1} className="site-main page-enter" key={pathname}>
          <Suspense>{children}</Suspense>
        </main>
      </div>
      <Suspense>
        <Footer
          site={site}
          headings={pageText.contact}
          nav={nav}
          social={links.social as SocialLink[]}
          siteLinks={siteLinks}
        />
      </Suspense>
    </>
  );
};

/** For gatsby-browser and gatsby-ssr: every page in this frame, which stays mounted across
 * navigations. */
export const wrapPageElement = ({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) => (
  <SiteLayout pathname={props.location.pathname}>{element}</SiteLayout>
);
