/**
 * @jest-environment jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { BOX_DISPLAY_MS, initialErrors } from '../enquiry-form';
import {
  fetchMock,
  fillPerson,
  ok,
  onLaterTask,
  sentBody,
  setup,
  submit,
  text,
  prepareEachTest,
  sendEnds,
} from './form-harness';
import { LOCAL_CAPTCHA_TOKEN } from '../../../contracts/forms/captcha-constants';
import { UUID_V4 } from '../../../contracts/forms/schemas';

const CONSENT =
  'Yes, send me news and offers from Bridge City Fitness by e-mail. I can unsubscribe at any time.';
const BAD_GATEWAY = { ok: false, status: 502, json: async () => ({}) };
const { success: SUCCESS_TEXT, error: ERROR_TEXT, labels: LABELS } = text;

prepareEachTest();

describe('EnquiryForm', () => {
  it('has the exact labels and keeps the button disabled until the form is valid', async () => {
    const user = setup();
    await waitFor(() => expect(submit()).toBeDisabled());

    await user.type(screen.getByLabelText(LABELS.name), 'Jane');
    await user.type(screen.getByLabelText(LABELS.email), 'not-an-email');
    await user.type(screen.getByLabelText(LABELS.phone), '306-555');
    await user.tab();
    expect(submit()).toBeDisabled();
    expect(await screen.findByText(/e-mail address like name@example.com/)).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.email)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(LABELS.email));
    await user.type(screen.getByLabelText(LABELS.email), 'jane@example.com');
    await user.tab();
    // The shared schema's phone rule, in the words of content/page-text.yaml.
    expect(await screen.findByText(text.errors.phoneFormat)).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.type(screen.getByLabelText(LABELS.phone), '-0101');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('sends, shows the spinner, then the green box; resets, reports the conversion, hides after 4 s', async () => {
    let answer: (v: unknown) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = setup('lead');
    await fillPerson(user);
    await user.click(screen.getByLabelText(LABELS.trial));
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    expect(await screen.findByRole('img', { name: 'Sending' })).toHaveAttribute('width', '60');
    expect(screen.getByRole('img', { name: 'Sending' })).toHaveAttribute('height', '15');
    expect(submit()).toBeDisabled();
    await act(async () => answer(ok({ sent: true })));

    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sending' })).toBeNull();
    expect(screen.getByLabelText(LABELS.name)).toHaveValue('');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/lead',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(sentBody()).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '306-555-0101',
      trial: true,
      consent: false,
      consentText: CONSENT,
      recaptchaToken: LOCAL_CAPTCHA_TOKEN,
      submissionId: expect.stringMatching(UUID_V4),
      page: '/',
    });
    expect(window.gtag).toHaveBeenCalledWith('event', 'generate_lead', { form_name: 'lead' });

    act(() => jest.advanceTimersByTime(BOX_DISPLAY_MS - 1));
    expect(screen.getByText(SUCCESS_TEXT)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(SUCCESS_TEXT)).toBeNull();
  });

  it('is disabled again, showing no errors, once a successful send has emptied the form', async () => {
    fetchMock.mockResolvedValue(ok({ sent: true }));
    const user = setup('lead');
    await fillPerson(user);
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();

    expect(screen.getByLabelText('Your Name (required)')).toHaveValue('');
    expect(submit()).toBeDisabled();
    expect(screen.queryByText(/^Please enter/)).toBeNull();
    await fillPerson(user);
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('starts from the errors of the empty form, so Send is disabled before any validation runs', () => {
    expect(Object.keys(initialErrors('contact')).sort()).toEqual(['email', 'name', 'phone']);
    expect(Object.keys(initialErrors('promo')).sort()).toEqual(['email', 'name', 'phone']);
  });

  it('shows the red box on sent:false and keeps what was typed; the box closes', async () => {
    fetchMock.mockResolvedValue(ok({ sent: false }));
    const user = setup('contact');
    await fillPerson(user);
    await user.type(screen.getByLabelText(LABELS.message), 'Do you have squat racks?');
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT);
    expect(screen.getByLabelText(LABELS.message)).toHaveValue('Do you have squat racks?');
    expect(screen.getByLabelText(LABELS.name)).toHaveValue('Jane Doe');
    expect(window.gtag).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'a network failure',
      () =>
        fetchMock.mockImplementation(
          onLaterTask(() => Promise.reject(new TypeError('Failed to fetch'))),
        ),
    ],
    ['a 502', () => fetchMock.mockImplementation(onLaterTask(() => BAD_GATEWAY))],
  ])('ends the spinner with the red box on %s, keeping the input', async (_what, arrange) => {
    arrange();
    const user = setup();
    await fillPerson(user);
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT);
    expect(screen.queryByRole('img', { name: 'Sending' })).toBeNull();
    expect(screen.getByLabelText(LABELS.email)).toHaveValue('jane@example.com');
    expect(submit()).toBeEnabled();
    act(() => jest.advanceTimersByTime(BOX_DISPLAY_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing and shows the red box when the captcha gives no token', async () => {
    const user = setup('contact', { siteKey: 'configured-key' });
    await fillPerson(user);
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    // The reCAPTCHA script never arrives: blocked, or no network.
    document.querySelector('script[src*="recaptcha"]')!.dispatchEvent(new Event('error'));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_TEXT);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the contact form with a real captcha token, not the action label', async () => {
    fetchMock.mockResolvedValue(ok({ sent: true }));
    const user = setup('contact', { siteKey: 'contact-key' });
    await fillPerson(user);
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    window.grecaptcha = {
      ready: (cb) => cb(),
      execute: jest.fn().mockResolvedValue('token-from-google'),
    };
    document.querySelector('script[src*="contact-key"]')!.dispatchEvent(new Event('load'));

    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(sentBody().recaptchaToken).toBe('token-from-google');
    expect(sentBody().recaptchaToken).not.toBe('importantAction');
    delete window.grecaptcha;
  });

  it('sends once when two presses land before the button shows it is sending', async () => {
    fetchMock.mockResolvedValue(ok({ sent: true }));
    const user = setup();
    await fillPerson(user);
    await waitFor(() => expect(submit()).toBeEnabled());

    // As two presses held before the form's code came are replayed: one after the other, at once.
    act(() => {
      submit().click();
      submit().click();
    });

    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('cannot be sent twice while sending', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const user = setup();
    await fillPerson(user);
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    await user.click(submit());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('tells the page, after the 4 s green box, what was sent (the promo navigation)', async () => {
    fetchMock.mockResolvedValue(ok({ sent: true }));
    const onSuccessShown = jest.fn();
    const user = setup('promo', { onSuccessShown });
    await fillPerson(user);
    await user.click(screen.getByLabelText(LABELS.personal_training));
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    await screen.findByText(SUCCESS_TEXT);
    expect(onSuccessShown).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(BOX_DISPLAY_MS));

    expect(onSuccessShown).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'jane@example.com', personal_training: true }),
    );
  });

  it('offers marketing consent unticked on the home and promo forms, and sends what it showed', async () => {
    fetchMock.mockResolvedValue(ok({ sent: true }));
    const user = setup('promo');
    const box = screen.getByLabelText(CONSENT);
    expect(box).not.toBeChecked();
    await fillPerson(user);
    await user.click(box);
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    await screen.findByText(SUCCESS_TEXT);

    expect(sentBody()).toMatchObject({ consent: true, consentText: CONSENT });
    expect(screen.getByLabelText(CONSENT)).not.toBeChecked();
  });

  it('asks no consent on the contact form', () => {
    setup('contact');
    expect(screen.queryByLabelText(CONSENT)).toBeNull();
  });

  it.each(['lead', 'promo', 'contact'] as const)(
    'has the privacy note and a link to /privacy/ beside the %s submit button',
    (kind) => {
      setup(kind);
      const link = screen.getByRole('link', { name: 'Privacy policy' });
      expect(link).toHaveAttribute('href', '/privacy/');
      expect(link.parentElement).toHaveTextContent('We use your details only to answer you.');
    },
  );

  it('sends a retry of the same values with the same submissionId, new values with a new one', async () => {
    fetchMock
      .mockImplementationOnce(onLaterTask(() => BAD_GATEWAY))
      .mockImplementationOnce(onLaterTask(() => BAD_GATEWAY))
      .mockResolvedValue(ok({ sent: true }));
    const user = setup('lead');
    await fillPerson(user);
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    await sendEnds(() => screen.getByRole('alert'));
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await sendEnds(() => screen.getByRole('alert'));
    await user.type(screen.getByLabelText(LABELS.phone), '9');
    await user.click(submit());
    await sendEnds(() => screen.getByText(SUCCESS_TEXT));
    await fillPerson(user);
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    await sendEnds(() => screen.getByText(SUCCESS_TEXT));

    const ids = [0, 1, 2, 3].map((call) => sentBody(call).submissionId as string);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(ids[3]).not.toBe(ids[2]);
    // Four submissions typed in full: room for a busy machine.
  }, 20_000);
});
