// Home (and the home-style /promo and /old variants).
import React from 'react';
import { graphql, Link } from 'gatsby';
import { SlideCarousel } from '../carousel/carousel';
import { toSlides } from '../carousel/carousel-data';
import { CtaBlock } from '../cta-block';
import { ExternalLink } from '../external-link';
import { Hero } from '../hero';
import { Section } from '../section';
import type { ViewProps } from '../page-meta';
import { TourBooking } from '../tour-request';
import { List, Paragraphs } from '../text';
import { FormSection, type FormText } from '../../forms/form-section';
import { required } from '../../lib/required';
import { ALUMNI_ANCHOR, ROUTES } from '../../../contracts/routes';
import type { PageText } from '../../../content-library';

const TOUR_ANCHOR = 'tour';

type HomeViewProps = ViewProps<Queries.HomeViewDataFragment> & {
  formKind?: 'lead' | 'promo';
  /** The promo overlay, on /promo/ only: given by that page, so the home page never loads it. */
  overlay?: React.ReactNode;
};

export const HomeView = ({ data, page, formKind = 'lead', overlay }: HomeViewProps) => {
  const pageText = required(data.pageTextYaml, 'content/page-text.yaml');
  const text = pageText.home as PageText['home'];
  const links = required(data.linksYaml, 'content/links.yaml');
  const slides = required(data.carouselsYaml, 'content/carousels.yaml').home;
  return (
    <>
      <Hero {...page.hero}>
        <div className="hero-actions">
          <Link className="btn btn-primary btn-lg" to={ROUTES.membership}>
            {text.membershipLink}
          </Link>
          <a className="btn btn-outline-light btn-lg" href={`#${TOUR_ANCHOR}`}>
            {text.tour.heading}
          </a>
        </div>
      </Hero>
      <SlideCarousel slides={toSlides(slides)} label="Photos of the club" />

      <Section name="welcome" heading={text.welcome.heading}>
        <Paragraphs items={text.welcome.paragraphs} />
        <List items={text.welcome.features} className="feature-list" />
      </Section>

      <Section name="trial" heading={text.trial.heading} tone="muted">
        <p>{text.trial.text}</p>
        <ExternalLink className="btn btn-dark btn-lg" href={links.external.trialBooking.url}>
          {links.external.trialBooking.label}
        </ExternalLink>
      </Section>

      <FormSection
        kind={formKind}
        text={pageText.forms[formKind] as FormText}
        formText={pageText.forms}
      />

      <Section name={TOUR_ANCHOR} heading={text.tour.heading}>
        <p>{text.tour.text}</p>
        <TourBooking data={data} size="home" headingLevel={3} />
      </Section>

      <Section name="partners" heading={text.partners.heading}>
        <ul className="partner-list">
          {links.partners.map((partner) => (
            <li key={partner.url}>
              <ExternalLink href={partner.url} className="partner-link">
                <img
                  src={partner.logo.src.publicURL ?? ''}
                  alt={partner.logo.alt}
                  width={partner.logo.src.imageSize?.width}
                  height={partner.logo.src.imageSize?.height}
                  loading="lazy"
                />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section name="alumni" heading={text.alumni.heading} tone="muted">
        <p>{text.alumni.text}</p>
        <Link className="btn btn-outline-dark" to={`${ROUTES.membership}#${ALUMNI_ANCHOR}`}>
          {text.alumni.linkLabel}
        </Link>
      </Section>

      <CtaBlock {...text.footer} to={ROUTES.membership} />
      {overlay}
    </>
  );
};

export const query = graphql`
  fragment HomeViewData on Query {
    ...TourRequestData
    carouselsYaml {
      home {
        ...CarouselSlideData
      }
    }
    pageTextYaml {
      forms {
        ...EnquiryFormText
        lead
        promo
      }
      home
    }
    linksYaml {
      external {
        trialBooking {
          label
          url
        }
      }
      partners {
        url
        logo {
          alt
          src {
            publicURL
            imageSize {
              width
              height
            }
          }
        }
      }
    }
  }
`;
