// The club's address, phone, e-mail and hours, on the contact page and in every page's footer.
import React from 'react';
import { graphql } from 'gatsby';
import { HoursBadge } from './hours-badge';

export type ClubContact = Queries.ClubFactsDataFragment['contact'];

export type ClubHours = Queries.ClubFactsDataFragment['hours'];

export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

export const ClubAddress = ({ contact }: { contact: ClubContact }) => (
  <>
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
  </>
);

type ClubHoursListProps = { hours: ClubHours; timeZone: string };

/** The 24/7 access line, then each group of staffed hours with its "open now" badge. */
export const ClubHoursList = ({ hours, timeZone }: ClubHoursListProps) => (
  <>
    <p className="hours-access">{hours.access}</p>
    {hours.groups.map((group) => (
      <div key={group.name}>
        <h3 className="hours-group">{group.name}</h3>
        <HoursBadge group={group} timeZone={timeZone} exceptions={hours.exceptions.upcoming} />
        <dl className="hours-list">
          {group.times.map((t) => (
            <div key={t.days}>
              <dt>{t.days}</dt>
              <dd>{t.time ?? t.note}</dd>
            </div>
          ))}
        </dl>
      </div>
    ))}
  </>
);

export const query = graphql`
  fragment ClubFactsData on SiteYaml {
    contact {
      title
      address
      cityProvince
      postalCode
      phone
      email
    }
    ...ClubHours
    hours {
      access
      groups {
        name
        badge
      }
    }
  }
`;
