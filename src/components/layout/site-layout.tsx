// Feeds the layout from content/site.yaml, navigation.yaml and links.yaml.
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
  if (!site || !links || !privacy) {
    throw new Error('content/site.yaml, links.yaml and privacy.yaml are required');
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
      pageKey={pathname}
      bare={pathname.startsWith(ROUTES.underMaintenance)}
    >
      {children}
    </Layout>
  );
};
