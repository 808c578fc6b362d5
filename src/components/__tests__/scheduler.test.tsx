/**
 * @jest-environment jsdom
 */
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { Scheduler } from '../scheduler';

// Each test its own script URL: loadScript remembers the scripts it has loaded.
let SCRIPT = '';
let run = 0;
let intersect: (visible: boolean) => void = () => {};

beforeEach(() => {
  run += 1;
  SCRIPT = `https://assets.calendly.example/widget.js?test=${run}`;
  document.head.innerHTML = '';
  delete window.Calendly;
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      intersect = (visible) =>
        callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as never);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});

const renderScheduler = () =>
  render(
    <Scheduler
      url="https://calendly.example/club/30min"
      scriptUrl={SCRIPT}
      size="home"
      title="Tour booking calendar"
    />,
  );
const script = () => document.querySelector(`script[src="${SCRIPT}"]`);

describe('Scheduler', () => {
  it('offers the plain link from the start and loads nothing until it nears the screen', () => {
    renderScheduler();

    expect(screen.getByRole('link', { name: /Open the tour booking page/ })).toHaveAttribute(
      'href',
      'https://calendly.example/club/30min',
    );
    expect(script()).toBeNull();
    act(() => intersect(false));
    expect(script()).toBeNull();
  });

  it('loads the script near the screen and starts the widget in its box', async () => {
    renderScheduler();
    const init = jest.fn();
    act(() => intersect(true));
    window.Calendly = { initInlineWidget: init };
    await act(async () => {
      script()!.dispatchEvent(new Event('load'));
    });

    const region = screen.getByRole('region', { name: 'Tour booking calendar' });
    expect(region).toHaveAttribute('data-status', 'ready');
    expect(init).toHaveBeenCalledWith({
      url: 'https://calendly.example/club/30min',
      parentElement: region.querySelector('.scheduler-widget'),
    });
  });

  it('says so and keeps the link when the script cannot load', async () => {
    renderScheduler();
    act(() => intersect(true));
    await act(async () => {
      script()!.dispatchEvent(new Event('error'));
    });

    expect(screen.getByRole('region')).toHaveAttribute('data-status', 'failed');
    expect(screen.getByText('The booking calendar could not be loaded here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the tour booking page/ })).toBeInTheDocument();
  });
});
