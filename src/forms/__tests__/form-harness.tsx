// What the enquiry form's tests share: the texts, a fetch that answers as the test says, the
// static query's privacy texts, fake timers, and the form rendered inside Gatsby's router.
import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import { LocationProvider } from '@gatsbyjs/reach-router';
import { loadContent } from '../../../content-library';
import { EnquiryForm } from '../enquiry-form';

// The texts visitors read, from content/page-text.yaml as the site gets them.
export const text = loadContent('page-text').forms;

export const fetchMock = jest.fn();
export const ok = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
/** Settles on a later task, as the network does, so React sees the update inside a test's wait. */
export const onLaterTask = (settle: () => unknown) => (): Promise<unknown> =>
  new Promise((resolve) => setTimeout(resolve, 0)).then(settle);
export const sentBody = (call = 0) =>
  JSON.parse((fetchMock.mock.calls[call]![1] as RequestInit).body as string);

/** Sets each test up: the static query, fake timers, the fetch and gtag. */
export function prepareEachTest() {
  beforeEach(() => {
    // content/site.yaml and content/privacy.yaml, as the form's static query reads them.
    jest.mocked(useStaticQuery).mockReturnValue({
      siteYaml: { name: 'Bridge City Fitness' },
      privacyYaml: {
        consent:
          'Yes, send me news and offers from {clubName} by e-mail. I can unsubscribe at any time.',
        formNote: { text: 'We use your details only to answer you.', linkLabel: 'Privacy policy' },
      },
    });
    jest.useFakeTimers();
    fetchMock.mockReset();
    global.fetch = fetchMock;
    window.gtag = jest.fn();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete window.gtag;
  });
}

export function setup(kind: 'lead' | 'promo' | 'contact' = 'lead', props = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // Gatsby renders every page inside its router, which gives the form its page's path.
  render(
    <LocationProvider>
      <EnquiryForm kind={kind} idPrefix="t" submitLabel="Send" text={text} siteKey="" {...props} />
    </LocationProvider>,
  );
  return user;
}

export async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(text.labels.name), 'Jane Doe');
  await user.type(screen.getByLabelText(text.labels.email), 'jane@example.com');
  await user.type(screen.getByLabelText(text.labels.phone), '306-555-0101');
}

export const submit = () => screen.getByRole('button', { name: 'Send' });

/** A send's end as the visitor sees it: its box shown and the spinner gone. */
export const sendEnds = (box: () => HTMLElement) =>
  waitFor(() => {
    expect(box()).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Sending' })).toBeNull();
  });
