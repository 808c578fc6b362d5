/**
 * @jest-environment jsdom
 */
// A part whose code fails to load shows its stand-in, and the visitor's next interaction tries
// the code again: one that came while a try was on its way counts once that try has failed.
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { FailInPlace } from '../fail-in-place';

let loaded = false;
const Part = () => {
  if (!loaded) throw new Error('Loading chunk 605 failed.');
  return <p>the part</p>;
};

beforeEach(() => {
  loaded = false;
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** A retry the test settles by hand. */
function manualRetry() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const retry = jest.fn(
    () => new Promise<void>((resolve, reject) => calls.push({ resolve, reject })),
  );
  return { retry, calls };
}

const interact = () => window.dispatchEvent(new Event('pointerdown'));

it('shows the stand-in, and the part once a retry on the next interaction has loaded it', async () => {
  const { retry, calls } = manualRetry();
  render(
    <FailInPlace fallback={<p>the stand-in</p>} retry={retry}>
      {() => <Part />}
    </FailInPlace>,
  );
  expect(screen.getByText('the stand-in')).toBeInTheDocument();
  expect(retry).not.toHaveBeenCalled();

  interact();
  loaded = true;
  await act(async () => calls[0]!.resolve());

  expect(screen.getByText('the part')).toBeInTheDocument();
});

it('an interaction while a retry fails counts: it tries again at once, not at the next one', async () => {
  const { retry, calls } = manualRetry();
  render(
    <FailInPlace fallback={<p>the stand-in</p>} retry={retry}>
      {() => <Part />}
    </FailInPlace>,
  );

  interact();
  interact();
  expect(retry).toHaveBeenCalledTimes(1);
  await act(async () => calls[0]!.reject());
  expect(retry).toHaveBeenCalledTimes(2);

  loaded = true;
  await act(async () => calls[1]!.resolve());
  expect(screen.getByText('the part')).toBeInTheDocument();
});
