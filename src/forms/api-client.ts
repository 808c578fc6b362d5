// The site's HTTP client. It adds the anti-forgery header the spec asks for (X-XSRF-TOKEN from
// the XSRF-TOKEN cookie, on relative non-GET requests), and turns every way a request can fail
// (no network, no answer within the time limit, a non-2xx status, a body that is not JSON)
// into an error, so a form never waits for ever.
export const REQUEST_TIMEOUT_MS = 10_000;

export class RequestError extends Error {
  override name = 'RequestError';
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

/** Relative means same-origin and not protocol-relative: /api/lead, not //evil.example/x. */
function isRelative(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
}

export async function request(
  url: string,
  init: RequestInit = {},
  { timeoutMs = REQUEST_TIMEOUT_MS } = {},
): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf && method !== 'GET' && method !== 'HEAD' && isRelative(url)) {
    headers.set('X-XSRF-TOKEN', xsrf);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, method, headers, signal: controller.signal });
  } catch (error) {
    throw new RequestError(
      controller.signal.aborted ? `No answer within ${timeoutMs / 1000} s` : 'Network error',
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
}

/** POSTs a form as JSON and reports whether the club's mailer accepted it (`{"sent": true}`). */
export async function postForm(url: string, body: unknown, options?: { timeoutMs?: number }) {
  const response = await request(
    url,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    },
    options,
  );
  if (!response.ok) throw new RequestError(`The server answered ${response.status}`);
  const data: unknown = await response.json().catch(() => {
    throw new RequestError('The server answered with something that is not JSON');
  });
  return (data as { sent?: unknown } | null)?.sent === true;
}
