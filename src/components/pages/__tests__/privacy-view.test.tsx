/**
 * @jest-environment jsdom
 */
// The privacy policy: its date, its introduction and one section per topic, with the club's name
// and the retention period filled into the texts.
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { PrivacyView } from '../privacy-view';
import { asQuery, fixtureQuery, outline } from './fixture-query';

const query = fixtureQuery();

function renderView(data = query) {
  return render(<PrivacyView data={asQuery<Queries.PrivacyViewDataFragment>(data)} />);
}

it("outlines the policy: one h2 per section of privacy.yaml, in the file's order", () => {
  renderView();

  expect(outline()).toEqual([
    ...query.privacyYaml.sections.map((section) => `h2 ${section.heading}`),
  ]);
  expect(screen.getByText('Last updated: January 15, 2025')).toBeInTheDocument();
});

it("fills the club's name and the retention periods into paragraphs and list items", () => {
  renderView({
    ...query,
    privacyYaml: {
      ...query.privacyYaml,
      retentionDays: 365,
      intro: ['{clubName} keeps a lead {retentionDays} days, one to review {reviewRetentionDays}.'],
      sections: [
        { heading: 'Who', paragraphs: ['Ask {clubName}.'], items: ['Write to {clubName}'] },
      ],
    },
  });

  expect(
    screen.getByText('Bridge City Fitness keeps a lead 365 days, one to review 30.'),
  ).toBeInTheDocument();
  const section = screen.getByRole('heading', { name: 'Who' }).closest('section') as HTMLElement;
  expect(within(section).getByText('Ask Bridge City Fitness.')).toBeInTheDocument();
  expect(within(section).getByRole('listitem')).toHaveTextContent('Write to Bridge City Fitness');
});

it('draws no list for a section without items', () => {
  renderView({
    ...query,
    privacyYaml: {
      ...query.privacyYaml,
      sections: [{ heading: 'Cookies', paragraphs: ['None.'] }],
    },
  });

  expect(screen.queryByRole('list')).toBeNull();
});
