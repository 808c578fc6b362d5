import '@testing-library/jest-dom';

// jsdom 20 lacks AbortSignal.timeout (browsers have had it since 2022): the same on jsdom's timers,
// so tests can drive it with fake timers.
if (typeof window !== 'undefined' && typeof AbortSignal.timeout !== 'function') {
  AbortSignal.timeout = (ms: number) => {
    const controller = new AbortController();
    setTimeout(
      () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
      ms,
    );
    return controller.signal;
  };
}
