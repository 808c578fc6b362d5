// The accessibility statement, from content/accessibility.yaml.
import React from 'react';
import { graphql } from 'gatsby';
import { RichText } from '../rich-text';
import { Section } from '../section';
import { required } from '../../lib/required';
import { telHref } from '../club-facts';

export const AccessibilityView = ({ data }: { data: Queries.AccessibilityViewDataFragment }) => {
  const statement = required(data.accessibilityYaml, 'content/accessibility.yaml');
  const { contact } = required(data.siteYaml, 'content/site.yaml');
  const { standard, checks, limits, report } = statement;
  return (
    <>
      <div className="page-section">
        <div className="container-xl">
          <RichText className="lead statement" html={statement.intro} />
        </div>
      </div>
      <Section name="standard" heading={standard.heading}>
        <div className="statement">
          <RichText html={standard.text} />
        </div>
      </Section>
      <Section name="checks" heading={checks.heading} tone="muted">
        <div className="statement">
          <p>{checks.intro}</p>
          <ul className="check-list">
            {checks.items.map((item) => (
              <li key={item}>
                <RichText html={item} />
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section name="limits" heading={limits.heading}>
        <div className="statement">
          <p>{limits.intro}</p>
          {limits.items.map((limit) => (
            <div key={limit.name} className="statement-limit">
              <h3>{limit.name}</h3>
              <RichText html={limit.text} />
            </div>
          ))}
        </div>
      </Section>
      <Section name="report" heading={report.heading} tone="muted">
        <div className="statement">
          <RichText html={report.text} />
          <RichText className="statement-response" html={report.responseTime} />
          <p>{report.contactLabel}</p>
          <ul className="link-list">
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
          </ul>
        </div>
      </Section>
      <div className="page-section">
        <div className="container-xl">
          <p className="statement statement-review">
            {statement.lastReviewedLabel}{' '}
            <time dateTime={statement.lastReviewedIso}>{statement.lastReviewed}</time>.
          </p>
        </div>
      </div>
    </>
  );
};

export const query = graphql`
  fragment AccessibilityViewData on Query {
    accessibilityYaml {
      intro
      standard {
        heading
        text
      }
      checks {
        heading
        intro
        items
      }
      limits {
        heading
        intro
        items {
          name
          text
        }
      }
      report {
        heading
        text
        responseTime
        contactLabel
      }
      lastReviewed(formatString: "MMMM D, YYYY")
      lastReviewedIso: lastReviewed(formatString: "YYYY-MM-DD")
      lastReviewedLabel
    }
    siteYaml {
      contact {
        email
        phone
      }
    }
  }
`;
