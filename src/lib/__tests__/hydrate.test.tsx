/**
 * @jest-environment jsdom
 */
// The page's root hydrates in slices: other tasks run between its components, where React's
// default hydration renders the whole root in one task.
import React from 'react';
import { hydrateInSlices } from '../hydrate';

// react-dom/server wants TextEncoder, which jsdom leaves out.
Object.assign(globalThis, { TextEncoder: jest.requireActual('node:util').TextEncoder });
const { renderToString } = jest.requireActual(
  'react-dom/server',
) as typeof import('react-dom/server');

const PARTS = 12;
const BUSY_MS = 4;
const hydrated: number[] = [];
let hydrating = false;

/** In the browser, takes a few ms, like a part of a page on a slow phone, and says so. */
function renderInBrowser(n: number) {
  if (!hydrating) return;
  const until = performance.now() + BUSY_MS;
  while (performance.now() < until);
  hydrated.push(n);
}

const Part = ({ n }: { n: number }) => {
  renderInBrowser(n);
  return <p>part {n}</p>;
};

const Page = () => (
  <div>
    {Array.from({ length: PARTS }, (_, n) => (
      <Part key={n} n={n} />
    ))}
  </div>
);

it('lets other tasks run between the parts of the root it hydrates, and keeps the HTML', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  const served = container.innerHTML;
  document.body.append(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});

  // What another task (a tap's handler, a frame) would see each time it gets the thread.
  const seen: number[] = [];
  const other = setInterval(() => seen.push(hydrated.length), 0);
  hydrating = true;
  hydrateInSlices(<Page />, container);
  while (hydrated.length < PARTS) await new Promise((resolve) => setTimeout(resolve, 1));
  clearInterval(other);

  expect(seen.some((count) => count > 0 && count < PARTS)).toBe(true);
  expect(hydrated).toEqual(Array.from({ length: PARTS }, (_, n) => n));
  expect(container.innerHTML).toBe(served);
  expect(errors).not.toHaveBeenCalled();
});
