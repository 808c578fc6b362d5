// The privacy policy, from content/privacy.yaml. The days a lead to review is kept come from the
// store's own setting, so the policy cannot print another number.
import React from 'react';
import { graphql } from 'gatsby';
import { fillText } from '../../../contracts/fill-text';
import { REVIEW_RETENTION_DAYS } from '../../../contracts/lead-table';
import { required } from '../../lib/required';
import { List, Paragraphs } from '../text';
import type { Content } from '../../../content-library';

export const PrivacyView = ({ data }: { data: Queries.PrivacyViewDataFragment }) => {
  const privacy = required(data.privacyYaml, 'content/privacy.yaml');
  const site = required(data.siteYaml, 'content/site.yaml');
  const fill = (texts: readonly string[]) =>
    texts.map((text) =>
      fillText(text, {
        clubName: site.name,
        retentionDays: privacy.retentionDays,
        reviewRetentionDays: REVIEW_RETENTION_DAYS,
      }),
    );
  return (
    <div className="page-section container-xl">
      <div className="privacy-policy">
        <p className="privacy-updated">Last updated: {privacy.updated}</p>
        <Paragraphs items={fill(privacy.intro)} />
        {(privacy.sections as Content['privacy']['sections']).map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <Paragraphs items={fill(section.paragraphs)} />
            {section.items && <List items={fill(section.items)} />}
          </section>
        ))}
      </div>
    </div>
  );
};

export const query = graphql`
  fragment PrivacyViewData on Query {
    siteYaml {
      name
    }
    privacyYaml {
      retentionDays
      updated
      intro
      sections
    }
  }
`;
