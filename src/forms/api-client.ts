// The forms' HTTP client. Every way a request can fail (no network, no answer in time, a non-2xx
// status, a body that is not JSON) becomes a RequestError, so a form never waits for ever.
import { REQUEST_TIMEOUT_MS } from '../../contracts/forms/schemas';

export class RequestError extends Error {
  override name = 'RequestError';
}

export async function postForm(
  url: string,
  body: unknown,
  { timeoutMs = REQUEST_TIMEOUT_MS } = {},
): Promise<boolean> {
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  }).catch((error: unknown) => {
    throw new RequestError(
      signal.aborted ? `No answer within ${timeoutMs / 1000} s` : 'Network error',
      { cause: error },
    );
  });
  if (!response.ok) throw new RequestError(`The server answered ${response.status}`);
  const data: unknown = await response.json().catch(() => {
    throw new RequestError('The server answered with something that is not JSON');
  });
  return (data as { sent?: unknown } | null)?.sent === true;
}
