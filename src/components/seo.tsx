// Every page's head (Gatsby's Head API): title, description, canonical URL, Open Graph and Twitter
// tags, noindex for /old/, and schema.org data, which an /old/ copy leaves to its current page.
import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { jsonInScript } from '../../contracts/json-in-script';
import { required } from '../lib/required';
import { exerciseGymJsonLd } from '../seo/json-ld';

export type SeoSite = Queries.SeoSiteFragment;

export type SeoOptions = {
  /** The schema.org ExerciseGym (home and contact), from the club's facts in the page's own query:
   * in the Seo query, every page would download them. */
  gymJsonLd?: Queries.GymFactsFragment;
  /** Out of search results (404, maintenance); /old/ pages always are. */
  noindex?: boolean;
  /** The page's own schema.org data, e.g. the FAQ's FAQPage. */
  jsonLd?: Record<string, unknown>;
};

type SeoProps = SeoOptions & {
  title: string;
  description: string;
  /** The current page's path, for its canonical URL (an /old/ variant's is the current page's). */
  path: string;
  /** An /old/ variant: "Previous design" in the title, and noindex. */
  old?: boolean;
};

export const Seo = (props: SeoProps) => {
  const data = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
      siteYaml {
        ...SeoSite
      }
    }
  `);
  return <SeoTags site={required(data.siteYaml, 'content/site.yaml')} {...props} />;
};

const JsonLdScript = ({ data }: { data: Record<string, unknown> }) => (
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonInScript(data) }} />
);

export function SeoTags({
  site,
  title,
  description,
  path,
  old = false,
  gymJsonLd,
  noindex = false,
  jsonLd,
}: SeoProps & { site: SeoSite }) {
  const canonical = `${site.siteUrl}${path}`;
  const fullTitle = [title, old && 'Previous design', site.name]
    .filter((t) => t && t.trim())
    .join(' - ');
  const imageUrl = `${site.siteUrl}${site.socialImage.src.publicURL ?? ''}`;
  const locale = site.language.replace('-', '_');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {(old || noindex) && <meta name="robots" content="noindex, follow" />}
      {/* A PNG drawn from static/favicon.svg (npm run images): Chromium builds an SVG favicon's
          document on the page's main thread while it hydrates. */}
      <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />
      <meta name="theme-color" content="#e10415" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={locale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={site.socialImage.alt} />
      {/* X reads title, description and image from og:*; the card type and alt it has not. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={site.socialImage.alt} />
      {!old && gymJsonLd && (
        <JsonLdScript data={exerciseGymJsonLd({ ...site, ...gymJsonLd }, imageUrl)} />
      )}
      {!old && jsonLd && <JsonLdScript data={jsonLd} />}
    </>
  );
}

export const query = graphql`
  fragment SeoSite on SiteYaml {
    name
    siteUrl
    language
    description
    socialImage {
      alt
      src {
        publicURL
      }
    }
  }

  fragment GymFacts on SiteYaml {
    contact {
      phone
      email
      address
      cityProvince
      postalCode
    }
    location {
      latitude
      longitude
    }
    ...ClubHours
  }
`;
