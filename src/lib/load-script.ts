// Loads a third-party script once, on demand. The promise rejects if the script fails or does
// not arrive in time (a blocker, no network), so callers can fall back instead of waiting.
const pending = new Map<string, Promise<void>>();

export function loadScript(src: string, { timeoutMs = 10_000 } = {}): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const deadline = AbortSignal.timeout(timeoutMs);
    const onTimeout = () => fail(new Error(`Timed out loading ${src}`));
    deadline.addEventListener('abort', onTimeout);
    function fail(error: Error) {
      deadline.removeEventListener('abort', onTimeout);
      script.remove();
      pending.delete(src); // a later attempt may succeed
      reject(error);
    }
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      deadline.removeEventListener('abort', onTimeout);
      resolve();
    });
    script.addEventListener('error', () => fail(new Error(`Could not load ${src}`)));
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}
