// Node's own fetch, Response and Headers; the client only needs document.cookie from the DOM.
import { postForm, request, RequestError } from '../api-client';

const fetchMock = jest.fn();
const sentHeaders = () => new Headers((fetchMock.mock.calls[0]![1] as RequestInit).headers);
const answer = (status: number, body: string) => new Response(body, { status });

const fakeDocument = { cookie: '' };

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  fakeDocument.cookie = '';
  Object.assign(global, { document: fakeDocument });
});
afterEach(() => jest.useRealTimers());

describe('anti-forgery header', () => {
  it('is added from the XSRF-TOKEN cookie to relative non-GET requests', async () => {
    fakeDocument.cookie = 'theme=dark; XSRF-TOKEN=abc%20123';
    fetchMock.mockResolvedValue(answer(200, '{}'));

    await request('/api/lead', { method: 'POST' });

    expect(sentHeaders().get('X-XSRF-TOKEN')).toBe('abc 123');
  });

  it.each([
    ['a GET', '/api/lead', 'GET'],
    ['an absolute URL', 'https://elsewhere.example/api', 'POST'],
    ['a protocol-relative URL', '//elsewhere.example/api', 'POST'],
  ])('is not added to %s', async (_what, url, method) => {
    fakeDocument.cookie = 'XSRF-TOKEN=abc';
    fetchMock.mockResolvedValue(answer(200, '{}'));

    await request(url, { method });

    expect(sentHeaders().has('X-XSRF-TOKEN')).toBe(false);
  });

  it('is not added without the cookie', async () => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await request('/api/lead', { method: 'POST' });
    expect(sentHeaders().has('X-XSRF-TOKEN')).toBe(false);
  });
});

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

  it('gives up when there is no answer within 10 s', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );

    const pending = postForm('/api/lead', {});
    jest.advanceTimersByTime(9_999);
    const early = await Promise.race([
      pending.then(
        () => 'settled',
        () => 'settled',
      ),
      Promise.resolve('waiting'),
    ]);
    jest.advanceTimersByTime(1);

    expect(early).toBe('waiting');
    await expect(pending).rejects.toThrow('No answer within 10 s');
  });
});
