/**
 * @jest-environment jsdom
 */
// Gatsby's bundle scripts become one loader that adds them after the first paint.
import { chunkGlobalOf, loaderSource, scriptsAfterFirstPaint } from '../scripts-after-paint';

const BUNDLES = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];

// The end of a page as Gatsby writes it.
const PAGE =
  '<!DOCTYPE html><html><head><script type="module">m()</script></head><body><div id="___gatsby"></div>' +
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<script src="/polyfill.js" nomodule=""></script>' +
  BUNDLES.map((src) => `<script src="${src}" async></script>`).join('') +
  '</body></html>';

describe('scriptsAfterFirstPaint', () => {
  it('puts one loader where the async bundles stood and leaves everything else as it was', () => {
    expect(scriptsAfterFirstPaint(PAGE)).toBe(
      PAGE.replace(
        BUNDLES.map((src) => `<script src="${src}" async></script>`).join(''),
        `<script id="scripts-after-paint">${loaderSource(BUNDLES)}</script>`,
      ),
    );
  });

  it('leaves a page with no async scripts (or one already done) alone', () => {
    const done = scriptsAfterFirstPaint(PAGE)!;
    expect(scriptsAfterFirstPaint(done)).toBeUndefined();
    expect(scriptsAfterFirstPaint('<p>a fragment</p>')).toBeUndefined();
  });

  it('gives the loader the plan for its bundles, and reads the chunk array’s name from the runtime', () => {
    const asked: (readonly string[])[] = [];
    const plan = { chunkGlobal: 'webpackChunksite', pageChunks: ['/page-4.js'], modules: [7, 8] };
    const html = scriptsAfterFirstPaint(PAGE, (urls) => {
      asked.push(urls);
      return plan;
    });
    expect(asked).toEqual([BUNDLES]);
    expect(html).toContain(loaderSource(BUNDLES, plan));
    expect(chunkGlobalOf('!function(){var n=self.webpackChunkbridge_city=self.x||[]}()')).toBe(
      'webpackChunkbridge_city',
    );
    expect(chunkGlobalOf('no runtime here')).toBeUndefined();
  });

  it('never lets a URL end the script element', () => {
    expect(loaderSource(['/a</script><script>alert(1)//.js'])).not.toContain('</script>');
  });
});

describe('the loader', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  // As the page runs it: a classic inline script.
  const run = () => new Function(loaderSource(BUNDLES))();
  const added = () =>
    Array.from(document.body.querySelectorAll('script')).map((s) => s.getAttribute('src'));
  /** Runs a loader and starts it by its 1 s fallback (a tab without frames). */
  const run_ = (start: () => void) => {
    start();
    jest.advanceTimersByTime(1000);
  };
  const paintFrame = () => frames.splice(0).forEach((frame) => frame(performance.now()));

  it('adds the bundles, in order, in a task after the first contentful paint and a frame, and once', () => {
    type Callback = (list: { getEntriesByName(name: string): unknown[] }, o: unknown) => void;
    const observers: { callback: Callback; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      record: { callback: Callback; disconnected: boolean };
      constructor(callback: Callback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: object) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const paint = (names: string[]) =>
      observers.forEach(({ callback }, i) =>
        callback(
          { getEntriesByName: (n) => names.filter((name) => name === n) },
          {
            disconnect: () => (observers[i]!.disconnected = true),
          },
        ),
      );
    Object.assign(window, { PerformanceObserver: FakeObserver });
    try {
      run();
      paintFrame();
      jest.advanceTimersByTime(0);
      expect(added()).toEqual([]);

      paint(['first-paint']);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual([]);

      paint(['first-contentful-paint']);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(observers[0]!.disconnected).toBe(true);
      // Then one more frame, with what the parser added after the first paint.
      expect(added()).toEqual([]);
      paintFrame();
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(added()).toEqual(BUNDLES);

      jest.advanceTimersByTime(1000);
      expect(added()).toEqual(BUNDLES);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('without paint timing, adds them in a task after the second frame, and once', () => {
    run();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);

    paintFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    paintFrame();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(BUNDLES);

    jest.advanceTimersByTime(1000);
    expect(added()).toEqual(BUNDLES);
  });

  it('waits for the images in view to load or fail, not for those out of view', () => {
    const image = (top: number, complete: boolean) => {
      const img = document.createElement('img');
      Object.defineProperty(img, 'complete', { value: complete });
      img.getBoundingClientRect = () =>
        ({ top, bottom: top + 100, left: 0, right: 300 }) as DOMRect;
      document.body.appendChild(img);
      return img;
    };
    const [hero, logo] = [image(200, false), image(0, false)];
    image(5000, false); // below the fold
    image(300, true); // already there
    const settle = () => {
      paintFrame();
      jest.advanceTimersByTime(0);
    };
    run();
    settle();
    settle();
    expect(added()).toEqual([]);
    hero.dispatchEvent(new Event('load'));
    settle();
    expect(added()).toEqual([]);
    logo.dispatchEvent(new Event('error'));
    expect(added()).toEqual([]);
    settle();
    expect(added()).toEqual(BUNDLES);
  });

  it('adds them after 1 s when no frame comes (a tab in the background), and once', () => {
    run();
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(BUNDLES);

    paintFrame();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(BUNDLES);
  });

  // The steps with webpack's chunk array run real webpack bundles: loader-webpack.test.ts.
  describe('with webpack’s chunk array', () => {
    const CHUNKS = 'webpackChunksite';
    const PLAN = { chunkGlobal: CHUNKS, pageChunks: ['/page-4.js'], modules: [1, 2] };
    const scriptFor = (src: string) =>
      document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)!;
    const preloads = () =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map(
        (link) => link.getAttribute('href'),
      );
    const nextTask = () => jest.runOnlyPendingTimers();

    afterEach(() => {
      document.head.innerHTML = '';
    });

    it('adds the runtime and the framework first, and preloads the app’s and the page’s bundles', () => {
      run_(() => new Function(loaderSource(BUNDLES, PLAN))());
      expect(added()).toEqual(['/webpack-runtime-1.js', '/framework-2.js']);
      expect(preloads()).toEqual(['/app-3.js', '/page-4.js']);
    });

    it('still adds the app and the page when webpack’s array is not there', () => {
      run_(() => new Function(loaderSource(BUNDLES, PLAN))());
      scriptFor('/webpack-runtime-1.js').dispatchEvent(new Event('error'));
      scriptFor('/framework-2.js').dispatchEvent(new Event('load'));
      nextTask();
      expect(added()).toEqual([...BUNDLES, '/page-4.js']);
    });

    it('adds everything at once without a framework bundle or a module order', () => {
      for (const [urls, plan] of [
        [['/webpack-runtime-1.js', '/app-3.js'], PLAN],
        [BUNDLES, { ...PLAN, modules: [] }],
      ] as const) {
        document.body.innerHTML = '';
        document.head.innerHTML = '';
        new Function(loaderSource(urls, plan))();
        jest.advanceTimersByTime(1000);
        expect(added()).toEqual(urls);
        expect(preloads()).toEqual([]);
      }
    });
  });
});
