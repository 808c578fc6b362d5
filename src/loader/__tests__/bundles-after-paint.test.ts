/**
 * @jest-environment jsdom
 */
import { PLAN_ID, type Plan } from '../../../contracts/page-plan';
import { addScripts, afterFirstScreen, readPlan } from '../bundles-after-paint';

const PLAN: Plan = {
  bundles: ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'],
  scripts: ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js', '/component---faq-4.js'],
  data: ['/page-data/faq/page-data.json', '/page-data/app-data.json'],
};

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<p>Page</p>';
});
afterEach(() => jest.useRealTimers());

describe('addScripts', () => {
  it('preloads the scripts, then the data with CORS, then adds Gatsby’s bundle tags', () => {
    addScripts(PLAN);
    jest.runAllTimers();
    const links = [...document.head.querySelectorAll('link')].map(
      (l) =>
        `${l.rel} ${l.getAttribute('as')} ${l.getAttribute('href')} ${l.getAttribute('crossorigin') ?? '-'}`,
    );
    expect(links).toEqual([
      'preload script /webpack-runtime-1.js -',
      'preload script /framework-2.js -',
      'preload script /app-3.js -',
      'preload script /component---faq-4.js -',
      'preload fetch /page-data/faq/page-data.json anonymous',
      'preload fetch /page-data/app-data.json anonymous',
    ]);
    const scripts = [...document.body.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(PLAN.bundles);
    expect(scripts.every((s) => s.async)).toBe(true);
  });

  it('adds each in a task of its own: never a dozen resource requests in one long task', () => {
    const tasks: (() => void)[] = [];
    const win = { document, setTimeout: (task: () => void) => tasks.push(task) };
    addScripts(PLAN, win as unknown as Window & typeof globalThis);
    const added = () => document.querySelectorAll('link, script').length;
    expect(added()).toBe(0);
    expect(tasks).toHaveLength(PLAN.scripts.length + PLAN.data.length + PLAN.bundles.length);
    tasks.forEach((task, i) => {
      task();
      expect(added()).toBe(i + 1);
    });
  });
});

/** A window whose paint timing, frames and images the test drives. */
function fakeWindow(images: object[] = [], paintTiming = true) {
  let paintCallback: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
  const frames: FrameRequestCallback[] = [];
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint'] : [];
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {}
    disconnect() {}
  }
  const win = {
    document: { images },
    innerWidth: 375,
    innerHeight: 667,
    PerformanceObserver: Observer,
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  } as unknown as Window & typeof globalThis;
  return {
    win,
    paint: () => paintCallback?.({ getEntriesByName: () => [{}] }),
    frame: () => frames.splice(0).forEach((cb) => cb(0)),
  };
}

const image = (over: object = {}) => {
  const listeners: Record<string, () => void> = {};
  return {
    complete: false,
    getBoundingClientRect: () => ({ top: 10, left: 0, bottom: 200, right: 300 }) as DOMRect,
    addEventListener: (type: string, cb: () => void) => (listeners[type] = cb),
    fire: (type: string) => listeners[type]?.(),
    ...over,
  };
};

describe('afterFirstScreen', () => {
  it('waits for the first paint, the images in view, then a frame', () => {
    const inView = image();
    const below = image({
      getBoundingClientRect: () => ({ top: 900, left: 0, bottom: 1100, right: 300 }) as DOMRect,
    });
    const { win, paint, frame } = fakeWindow([inView, below]);
    const then = jest.fn();
    afterFirstScreen(then, win);

    paint();
    jest.advanceTimersByTime(1);
    frame();
    jest.advanceTimersByTime(1);
    expect(then).not.toHaveBeenCalled(); // the photo in view is still loading

    inView.fire('error'); // a failed image counts as settled
    expect(then).not.toHaveBeenCalled();
    frame();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(2000);
    expect(then).toHaveBeenCalledTimes(1); // once only
  });

  it('goes after 1 s when no paint comes (a tab in the background)', () => {
    const { win } = fakeWindow([image()]);
    const then = jest.fn();
    afterFirstScreen(then, win);
    jest.advanceTimersByTime(999);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for a frame instead where there is no paint timing', () => {
    const { win, frame } = fakeWindow([], false);
    const then = jest.fn();
    afterFirstScreen(then, win);
    frame();
    jest.advanceTimersByTime(1);
    frame();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('readPlan', () => {
  it('reads the page’s plan from its data block, and says so when the build left none', () => {
    document.body.innerHTML = `<script type="application/json" id="${PLAN_ID}">${JSON.stringify(PLAN)}</script>`;
    expect(readPlan()).toEqual(PLAN);
    document.body.innerHTML = '';
    expect(() => readPlan()).toThrow('No #bundles-plan on this page');
  });
});
