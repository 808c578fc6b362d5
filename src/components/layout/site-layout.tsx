// Feeds the layout from content/.
import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { ROUTES } from '../../../contracts/routes';
import { Layout } from './layout';

type SiteLayoutProps = { pathname: string; children: React.ReactNode };

export const SiteLayout = ({ pathname, children }: SiteLayoutProps) => {
  const data = useStaticQuery<Queries.SiteLayoutQuery>(graphql`
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
      }
      linksYaml {
        social {
          kind
          label
          url
        }
        external {
          tourScheduling {
            url
          }
        }
      }
    }
  `);
  const { siteYaml: site, linksYaml: links, privacyYaml: privacy } = data;
  const { pageTextYaml: pageText, accessibilityYaml: accessibility } = data;
  if (!site || !links || !privacy || !pageText || !accessibility) {
    throw new Error(
      'content/site.yaml, links.yaml, page-text.yaml, accessibility.yaml and privacy.yaml are required',
    );
  }
  return (
    <Layout
      siteName={site.name}
      // In the page itself when a small SVG: drawn with the first paint, with no request of its own.
      logo={{
        url: site.logo.src.svgDataUri ?? site.logo.src.publicURL ?? '',
        alt: site.logo.alt,
        fileUrl: site.logo.src.publicURL ?? undefined,
        svg: site.logo.src.svgInline,
      }}
      copyrightYear={site.copyrightYear}
      nav={data.allNavigationYaml.nodes}
      social={links.social}
      siteLinks={[
        { label: pageText.faq.footerLinkLabel, to: ROUTES.faq },
        { label: accessibility.footerLinkLabel, to: ROUTES.accessibility },
        { label: privacy.footerLinkLabel, to: ROUTES.privacy },
      ]}
      tourUrl={links.external.tourScheduling?.url ?? ROUTES.bookTour}
      facts={{
        contact: site.contact,
        hours: site.hours,
        timeZone: site.location.timeZone,
        contactHeading: pageText.contact.infoHeading,
        hoursHeading: pageText.contact.hoursHeading,
      }}
      pageKey={pathname}
      bare={pathname.startsWith(ROUTES.underMaintenance)}
    >
      {children}
    </Layout>
  );
};
