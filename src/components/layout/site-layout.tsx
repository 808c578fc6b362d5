// Feeds the layout from content/site.yaml, navigation.yaml, links.yaml and the contact page's
// headings in page-text.yaml (the footer repeats its address and hours).
import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { ROUTES } from '../../routes';
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
          }
        }
      }
      allNavigationYaml {
        nodes {
          label
          to
        }
      }
      privacyYaml {
        footerLinkLabel
      }
      pageTextYaml {
        contact {
          infoHeading
          hoursHeading
        }
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
  const { siteYaml: site, linksYaml: links, privacyYaml: privacy, pageTextYaml: text } = data;
  if (!site || !links || !privacy || !text) {
    throw new Error('content/site.yaml, links.yaml, privacy.yaml and page-text.yaml are required');
  }
  return (
    <Layout
      siteName={site.name}
      logo={{ url: site.logo.src.publicURL ?? '', alt: site.logo.alt }}
      copyrightYear={site.copyrightYear}
      nav={data.allNavigationYaml.nodes}
      social={links.social}
      privacyLink={{ label: privacy.footerLinkLabel, to: ROUTES.privacy }}
      tourUrl={links.external.tourScheduling.url}
      facts={{
        contact: site.contact,
        hours: site.hours,
        contactHeading: text.contact.infoHeading,
        hoursHeading: text.contact.hoursHeading,
      }}
      pageKey={pathname}
      bare={pathname.startsWith(ROUTES.underMaintenance)}
    >
      {children}
    </Layout>
  );
};
