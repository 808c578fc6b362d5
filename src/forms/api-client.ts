// The forms' HTTP client. Every way a request can fail (no network, no answer in time, a non-2xx
// status, a body that is not JSON) becomes a RequestError, so a form never waits for ever.
import { REQUEST_TIMEOUT_MS } from '../../contracts/forms/schemas';

export class RequestError extends Error {
  override name = 'RequestError';
}

export async function request(
  url: string,
  init: RequestInit = {},
  { timeoutMs = REQUEST_TIMEOUT_MS } = {},
): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, { ...init, signal });
  } catch (error) {
    throw new RequestError(
      signal.aborted ? `No answer within ${timeoutMs / 1000} s` : 'Network error',
      { cause: error },
    );
  }
}

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
