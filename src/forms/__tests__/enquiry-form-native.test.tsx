/**
 * @jest-environment jsdom
 */
// The enquiry form's script and the form's HTML without it: it takes the browser's validation
// over once it runs, and sends the honeypot as the browser would post it.
import { screen, waitFor } from '@testing-library/react';
import {
  fetchMock,
  fillPerson,
  ok,
  prepareEachTest,
  sendEnds,
  sentBody,
  setup,
  submit,
  text,
} from './form-harness';

prepareEachTest();

describe('EnquiryForm, as the form posted without it', () => {
  it('sends the honeypot only when a robot has filled it in, as the browser posts it', async () => {
    fetchMock.mockResolvedValue(ok({ sent: true }));
    const user = setup('contact');
    await fillPerson(user);
    await user.click(submit());
    await sendEnds(() => screen.getByText(text.success));
    expect(sentBody(0)).not.toHaveProperty('website');

    await fillPerson(user);
    const trap = document.querySelector<HTMLInputElement>('input[name=website]')!;
    trap.value = 'https://spam.example';
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await sendEnds(() => screen.getByText(text.success));
    expect(sentBody(1).website).toBe('https://spam.example');
  });

  it('leaves the browser’s validation to the script once it runs', () => {
    setup('contact');
    expect(submit().closest('form')!.noValidate).toBe(true);
  });
});
