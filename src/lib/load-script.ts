// Loads a third-party script once, on demand. The promise rejects if the script fails or does
// not arrive in time (a blocker, no network), so callers can fall back instead of waiting.
const pending = new Map<string, Promise<void>>();

export function loadScript(src: string, { timeoutMs = 10_000 } = {}): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const deadline = setTimeout(() => fail(`Timed out loading ${src}`), timeoutMs);
    function fail(message: string) {
      clearTimeout(deadline);
      script.remove();
      pending.delete(src); // a later attempt may succeed
      reject(new Error(message));
    }
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(deadline);
      resolve();
    });
    script.addEventListener('error', () => fail(`Could not load ${src}`));
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}
