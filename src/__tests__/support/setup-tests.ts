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

// jsdom 20 has <dialog> and its `open` attribute, but not its methods: the part components use.
// A modal's inertness, focus and top layer are the browser's, tested end to end (e2e/).
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
}
