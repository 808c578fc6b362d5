// Contact: address, phone and e-mail, the club hours, and the contact form's section.
import React from 'react';
import { graphql } from 'gatsby';
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

export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

export const ContactView = ({ data, page, old }: ContactViewProps) => {
  const pageText = required(data.pageTextYaml, 'content/page-text.yaml');
  const text = pageText.contact;
  const { contact, hours } = required(data.siteYaml, 'content/site.yaml');
  return (
    <LegacyFrame old={old} currentPath={page.path}>
      <Hero heading={page.hero.heading} text={page.hero.text} />
      <div className="page-section container-xl section-grid">
        <section className="content-card" aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading">{text.infoHeading}</h2>
          <address>
            <strong>{contact.title}</strong>
            <br />
            {contact.address}
            <br />
            {contact.cityProvince} {contact.postalCode}
          </address>
          <p>
            Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
            <br />
            E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
        </section>
        <section className="content-card" aria-labelledby="hours-heading">
          <h2 id="hours-heading">{text.hoursHeading}</h2>
          <p className="hours-access">{hours.access}</p>
          {hours.groups.map((group) => (
            <div key={group.name}>
              <h3>{group.name}</h3>
              <dl className="hours-list">
                {group.times.map((t) => (
                  <div key={t.days}>
                    <dt>{t.days}</dt>
                    <dd>{t.time}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </section>
      </div>
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
      contact {
        title
        address
        cityProvince
        postalCode
        phone
        email
      }
      hours {
        access
        groups {
          name
          times {
            days
            time
          }
        }
      }
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
