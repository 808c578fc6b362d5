// Contact: address, phone and e-mail, the club hours, and the contact form's section.
import React from 'react';
import { graphql } from 'gatsby';
import { CardGrid } from '../card-grid';
import { ClubAddress, ClubHoursList } from '../club-facts';
import { Hero } from '../hero';
import { LegacyFrame } from '../legacy-frame';
import type { PageMeta } from '../page-meta';
import { FormSection } from '../../forms/form-section';
import { required } from '../../lib/required';
import { CONTACT_FORM_ANCHOR } from '../../routes';

type ContactViewProps = {
  data: Queries.ContactViewDataFragment;
  page: PageMeta;
  old?: boolean;
};

export const ContactView = ({ data, page, old }: ContactViewProps) => {
  const pageText = required(data.pageTextYaml, 'content/page-text.yaml');
  const text = pageText.contact;
  const { contact, hours } = required(data.siteYaml, 'content/site.yaml');
  return (
    <LegacyFrame old={old} currentPath={page.path}>
      <Hero heading={page.hero.heading} text={page.hero.text} />
      <CardGrid className="page-section container-xl">
        <section className="content-card" aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading">{text.infoHeading}</h2>
          <ClubAddress contact={contact} />
        </section>
        <section className="content-card" aria-labelledby="hours-heading">
          <h2 id="hours-heading">{text.hoursHeading}</h2>
          <ClubHoursList hours={hours} />
        </section>
      </CardGrid>
      <FormSection
        kind="contact"
        text={pageText.forms.contact}
        formText={pageText.forms}
        anchor={CONTACT_FORM_ANCHOR}
      />
    </LegacyFrame>
  );
};

export const query = graphql`
  fragment ContactViewData on Query {
    siteYaml {
      ...ClubFactsData
    }
    pageTextYaml {
      contact {
        infoHeading
        hoursHeading
      }
      forms {
        ...EnquiryFormText
        contact {
          heading
          text
          submitLabel
        }
      }
    }
  }
`;
