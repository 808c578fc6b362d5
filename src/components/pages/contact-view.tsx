// Contact: address, hours, the most asked questions, directions and the contact form.
import React from 'react';
import { graphql, Link } from 'gatsby';
import { CardGrid } from '../card-grid';
import { ClubAddress, ClubHoursList } from '../club-facts';
import { Directions, type Direction } from '../directions/directions';
import { HolidayHours } from '../holiday-hours';
import { useSiteLayoutData } from '../layout/site-layout';
import { FormSection, type FormText } from '../../forms/form-section';
import { nodeEntries } from '../../../contracts/entries';
import { required } from '../../lib/required';
import { CONTACT_FORM_ANCHOR, ROUTES } from '../../../contracts/routes';
import type { PageText } from '../../../content-library';

type FaqQuestion = { readonly id: string; readonly question: string };

/** The questions page-text.yaml names, from faq.yaml; an unknown id stops the build. */
const popularQuestions = (ids: readonly string[], all: readonly FaqQuestion[]) =>
  ids.map((id) =>
    required(
      all.find((q) => q.id === id),
      `content/page-text.yaml contact.faq.popular names "${id}", which content/faq/ does not have`,
    ),
  );

export const ContactView = ({ data }: { data: Queries.ContactViewDataFragment }) => {
  const pageText = required(data.pageTextYaml, 'content/page-text.yaml');
  const text = pageText.contact as PageText['contact'];
  const site = required(data.siteYaml, 'content/site.yaml');
  const { location } = site;
  // The address, hours and their headings as the footer has them: not again in the page's query.
  const layout = useSiteLayoutData();
  const { name, contact, hours } = required(layout.siteYaml, 'content/site.yaml');
  const headings = required(layout.pageTextYaml, 'content/page-text.yaml').contact;
  const popular = popularQuestions(text.faq.popular, nodeEntries(data.allFaqYaml.nodes));
  return (
    <>
      <CardGrid className="page-section container-xl">
        <section className="content-card" aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading">{headings.infoHeading}</h2>
          <ClubAddress contact={contact} />
        </section>
        <section className="content-card" aria-labelledby="hours-heading">
          <h2 id="hours-heading">{headings.hoursHeading}</h2>
          <ClubHoursList hours={hours} timeZone={location.timeZone} />
          <HolidayHours site={site} />
        </section>
        <section className="content-card" aria-labelledby="faq-heading">
          <h2 id="faq-heading">{text.faq.heading}</h2>
          <p>{text.faq.text}</p>
          <ul className="link-list">
            {popular.map((q) => (
              <li key={q.id}>
                <Link to={`${ROUTES.faq}#${q.id}`}>{q.question}</Link>
              </li>
            ))}
          </ul>
          <Link className="btn btn-outline-dark" to={ROUTES.faq}>
            {text.faq.linkLabel}
          </Link>
        </section>
      </CardGrid>
      <Directions
        text={text.directions}
        directions={location.directions as Direction[]}
        place={{
          name,
          address: `${contact.address}, ${contact.cityProvince} ${contact.postalCode}`,
          latitude: location.latitude,
          longitude: location.longitude,
        }}
      />
      <FormSection
        kind="contact"
        text={pageText.forms.contact as FormText}
        formText={pageText.forms}
        anchor={CONTACT_FORM_ANCHOR}
      />
    </>
  );
};

export const query = graphql`
  fragment ContactViewData on Query {
    siteYaml {
      ...HolidayHoursData
      location {
        latitude
        longitude
        directions
      }
    }
    allFaqYaml(filter: { yamlId: { in: $popularFaq } }) {
      nodes {
        yamlId
        question
      }
    }
    pageTextYaml {
      contact {
        directions
        faq
      }
      forms {
        ...EnquiryFormText
        contact
      }
    }
  }
`;
