// The club's key facts from content/site.yaml (address, phone, e-mail and hours), shown on the
// contact page and in the footer of every page, each hours group with its "open now" badge.
import React from 'react';
import { graphql } from 'gatsby';
import { HoursBadge, type BadgeGroup } from './hours-badge';
import type { HoursException } from '../../contracts/hours';

export type ClubContact = {
  readonly title: string;
  readonly address: string;
  readonly cityProvince: string;
  readonly postalCode: string;
  readonly phone: string;
  readonly email: string;
};

export type ClubHours = {
  readonly access: string;
  readonly groups: readonly (BadgeGroup & { readonly name: string })[];
  /** The holidays still to come when the site was built, which the badges honour. */
  readonly exceptions: { readonly upcoming: readonly HoursException[] };
};

export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** The postal address, then the phone and e-mail as links. */
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

/**
 * The 24/7 access line, then each group of staffed hours (office, sales): whether it is staffed
 * right now (filled in after hydration) and its times.
 */
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
    location {
      timeZone
    }
    hours {
      access
      groups {
        name
        badge {
          open
          opens
          opensOn
          closedToday
        }
        times {
          days
          time
          note
        }
      }
      exceptions {
        upcoming {
          ...HolidayData
        }
      }
    }
  }

  fragment HolidayData on SiteYamlHoursExceptionsDays {
    date(formatString: "YYYY-MM-DD")
    label
    staffed {
      group
      closed
      time
    }
  }
`;
