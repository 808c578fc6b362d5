// Node's own fetch, Response, Headers and AbortSignal.timeout.
import { REQUEST_TIMEOUT_MS } from '../../../contracts/forms/schemas';
import { postForm, RequestError } from '../api-client';

const fetchMock = jest.fn();
const sentHeaders = () => new Headers((fetchMock.mock.calls[0]![1] as RequestInit).headers);
const answer = (status: number, body: string) => new Response(body, { status });

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => jest.restoreAllMocks());

describe('postForm', () => {
  it('POSTs JSON and reads sent', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"sent":true}'));

    await expect(postForm('/api/contact', { name: 'A' })).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"A"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('reports sent:false as not sent', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"sent":false}'));
    await expect(postForm('/api/lead', {})).resolves.toBe(false);
  });

  it.each([
    ['a non-2xx answer', () => answer(502, '{"sent":false}'), /answered 502/],
    ['an answer that is not JSON', () => answer(200, '<html>'), /not JSON/],
  ])('fails on %s', async (_what, make, message) => {
    fetchMock.mockResolvedValue(make());
    await expect(postForm('/api/lead', {})).rejects.toThrow(message);
  });

  it('fails on a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postForm('/api/lead', {})).rejects.toEqual(new RequestError('Network error'));
  });

  it('gives up when there is no answer in time, 10 s unless told otherwise', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );

    await expect(postForm('/api/lead', {}, { timeoutMs: 50 })).rejects.toThrow(
      'No answer within 0.05 s',
    );
    void postForm('/api/lead', {}).catch(() => {});

    expect(timeout.mock.calls).toEqual([[50], [REQUEST_TIMEOUT_MS]]);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });
});
