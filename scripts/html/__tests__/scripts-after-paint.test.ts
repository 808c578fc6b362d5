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

  it('gives the loader the name of webpack’s chunk array, from the runtime bundle', () => {
    const asked: (readonly string[])[] = [];
    const html = scriptsAfterFirstPaint(PAGE, (urls) => {
      asked.push(urls);
      return 'webpackChunksite';
    });
    expect(asked).toEqual([BUNDLES]);
    expect(html).toContain(loaderSource(BUNDLES, 'webpackChunksite'));
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

  it('adds the bundles, in order, in a task after the first contentful paint, and once', () => {
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
      expect(added()).toEqual(BUNDLES);
      expect(observers[0]!.disconnected).toBe(true);

      jest.advanceTimersByTime(1000);
      expect(added()).toEqual(BUNDLES);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('without paint timing, adds them in a task after the first frame, and once', () => {
    run();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);

    paintFrame();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(BUNDLES);

    jest.advanceTimersByTime(1000);
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

  describe('with webpack’s chunk array', () => {
    const CHUNKS = 'webpackChunksite';
    type Chunk = [unknown[], Record<string, unknown>, (require: FakeRequire) => void];
    type FakeRequire = ((id: string) => unknown) & { m: Record<string, () => void> };
    const runSplit = () => new Function(loaderSource(BUNDLES, CHUNKS))();
    const scriptFor = (src: string) =>
      document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)!;
    const preloads = () =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map(
        (link) => [link.getAttribute('href'), link.as],
      );
    const global = window as unknown as Record<string, unknown>;
    // Each timer the loader sets is a task of its own: run the ones waiting.
    const nextTask = () => jest.runOnlyPendingTimers();

    afterEach(() => {
      delete global[CHUNKS];
      document.head.innerHTML = '';
    });

    it('runs the framework first, initialises its modules in a task of their own, then adds the app', () => {
      const initialised: string[] = [];
      const require = Object.assign((id: string) => initialised.push(id), {
        m: { '961': () => {}, '2551': () => {} },
      }) as unknown as FakeRequire;
      const pushed: Chunk[] = [];
      // What webpack's runtime makes of the array: push runs a chunk's runtime callback.
      global[CHUNKS] = { push: (chunk: Chunk) => (pushed.push(chunk), chunk[2](require)) };

      run_(runSplit);
      expect(added()).toEqual(['/webpack-runtime-1.js', '/framework-2.js']);
      // The app's bundle is fetched meanwhile, as a preload.
      expect(preloads()).toEqual([['/app-3.js', 'script']]);

      scriptFor('/framework-2.js').dispatchEvent(new Event('load'));
      nextTask();
      expect(pushed).toEqual([]);
      scriptFor('/webpack-runtime-1.js').dispatchEvent(new Event('load'));
      expect(pushed).toEqual([]);
      nextTask();
      expect(pushed).toHaveLength(1);
      expect(initialised).toEqual(['961', '2551']);
      expect(added()).toEqual(['/webpack-runtime-1.js', '/framework-2.js']);

      nextTask();
      expect(added()).toEqual(BUNDLES);
      jest.advanceTimersByTime(1000);
      expect(added()).toEqual(BUNDLES);
      expect(pushed).toHaveLength(1);
    });

    it('still adds the app when a first bundle fails to load or webpack’s array is not there', () => {
      run_(runSplit);
      scriptFor('/webpack-runtime-1.js').dispatchEvent(new Event('error'));
      scriptFor('/framework-2.js').dispatchEvent(new Event('load'));
      nextTask();
      nextTask();
      expect(added()).toEqual(BUNDLES);
    });

    it('adds everything at once without a framework bundle', () => {
      new Function(loaderSource(['/webpack-runtime-1.js', '/app-3.js'], CHUNKS))();
      jest.advanceTimersByTime(1000);
      expect(added()).toEqual(['/webpack-runtime-1.js', '/app-3.js']);
      expect(preloads()).toEqual([]);
    });
  });
});
