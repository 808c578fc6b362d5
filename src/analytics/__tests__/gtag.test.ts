/**
 * @jest-environment jsdom
 */
import { GTAG_SCRIPT_URL, initAnalytics, trackConversion, trackPageView } from '../gtag';

const gtagScripts = () => document.querySelectorAll(`script[src^="${GTAG_SCRIPT_URL}"]`);

beforeEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  document.head.innerHTML = '';
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('without a measurement id', () => {
  it('loads nothing and the tracking calls do nothing', () => {
    expect(initAnalytics('')).toBe(false);
    jest.runAllTimers();

    expect(() => trackPageView({ title: 'Home', path: '/', url: 'http://x/' })).not.toThrow();
    expect(() => trackConversion('lead')).not.toThrow();
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });
});

describe('with a measurement id', () => {
  it('queues config without an automatic page view, and loads gtag.js only after the page', () => {
    initAnalytics('G-TEST123');

    const calls = window.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[0]![0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    // jsdom's document has finished loading, so the script waits for an idle moment only.
    expect(gtagScripts()).toHaveLength(0);
    jest.runAllTimers();
    expect(gtagScripts()).toHaveLength(1);
    expect(gtagScripts()[0]!.getAttribute('src')).toBe(`${GTAG_SCRIPT_URL}?id=G-TEST123`);
  });

  it('pushes the arguments object itself, which is what gtag.js reads', () => {
    initAnalytics('G-TEST123');
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe('[object Arguments]');
  });

  it('sends page views with title, path and URL', () => {
    initAnalytics('G-TEST123');

    trackPageView({
      title: 'Classes - Bridge City Fitness',
      path: '/classes/',
      url: 'https://www.example.com/classes/',
    });

    const last = Array.from(window.dataLayer!.at(-1) as ArrayLike<unknown>);
    expect(last).toEqual([
      'event',
      'page_view',
      {
        page_title: 'Classes - Bridge City Fitness',
        page_path: '/classes/',
        page_location: 'https://www.example.com/classes/',
      },
    ]);
  });

  it('sets up only once', () => {
    expect(initAnalytics('G-TEST123')).toBe(true);
    expect(initAnalytics('G-TEST123')).toBe(false);
    jest.runAllTimers();
    expect(gtagScripts()).toHaveLength(1);
  });
});
