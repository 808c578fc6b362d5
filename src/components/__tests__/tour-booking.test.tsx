/**
 * @jest-environment jsdom
 */
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TourBooking, WIDGET_TIMEOUT_MS } from '../tour-request';
import { asQuery, fixtureQuery } from '../pages/__tests__/fixture-query';

// The tour request's form stands in as a plain one: what matters here is the widget over it.
jest.mock('../../forms/deferred-form', () => ({
  ...jest.requireActual('../../forms/deferred-form'),
  DeferredEnquiryForm: () => (
    <form aria-label="Tour request">
      <input aria-label="Your Name" />
    </form>
  ),
}));

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

function renderScheduler(url: string | null = 'https://calendly.example/club/30min') {
  const query = fixtureQuery();
  const linksYaml = {
    ...query.linksYaml,
    external: { ...query.linksYaml.external, tourScheduling: url ? { url } : null },
    schedulingWidget: { script: SCRIPT },
  };
  const data = asQuery<Queries.TourRequestDataFragment>({ ...query, linksYaml } as never);
  return render(<TourBooking data={data} size="home" headingLevel={3} />);
}
const script = () => document.querySelector(`script[src="${SCRIPT}"]`);

describe('TourBooking', () => {
  it('offers the tour request and the plain link from the start, and loads nothing until it nears the screen', () => {
    renderScheduler();

    expect(screen.getByRole('form', { name: 'Tour request' })).toBeInTheDocument();
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

  it('keeps the form, not the widget, when the visitor has started on it', async () => {
    renderScheduler();
    const init = jest.fn();
    act(() => intersect(true));
    screen.getByRole('textbox', { name: 'Your Name' }).focus();
    window.Calendly = { initInlineWidget: init };
    await act(async () => {
      script()!.dispatchEvent(new Event('load'));
    });

    expect(screen.getByRole('region')).toHaveAttribute('data-status', 'kept');
    expect(init).not.toHaveBeenCalled();
  });

  it('keeps the form when the visitor typed in it and moved on', async () => {
    renderScheduler();
    const field = screen.getByRole('textbox', { name: 'Your Name' });
    act(() => intersect(true));
    fireEvent.input(field, { target: { value: 'Jane' } });
    window.Calendly = { initInlineWidget: jest.fn() };
    await act(async () => {
      script()!.dispatchEvent(new Event('load'));
    });

    expect(screen.getByRole('region')).toHaveAttribute('data-status', 'kept');
    expect(window.Calendly.initInlineWidget).not.toHaveBeenCalled();
  });

  it('turns to the tour request when the script does not come within a few seconds', async () => {
    jest.useFakeTimers();
    try {
      renderScheduler();
      act(() => intersect(true));
      await act(async () => {
        jest.advanceTimersByTime(WIDGET_TIMEOUT_MS);
      });

      expect(screen.getByRole('region')).toHaveAttribute('data-status', 'failed');
      expect(screen.getByRole('form', { name: 'Tour request' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is the tour request alone when no scheduler is set', () => {
    renderScheduler(null);

    expect(screen.getByRole('form', { name: 'Tour request' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(script()).toBeNull();
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
    expect(screen.getByRole('form', { name: 'Tour request' })).toBeInTheDocument();
  });
});
