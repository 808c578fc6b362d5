import { answers, getHeader, MAX_BODY_BYTES, parseJsonRequest, requestFormat, Stop } from '../http';
import { makeEvent } from './support';

/** The answer `parse` stops with; an error if it parses. */
function rejection(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const { answer } = error;
    return { ...answer, data: JSON.parse(answer.body ?? 'null') as Record<string, unknown> };
  }
  throw new Error('expected the request to be refused');
}

describe('parseJsonRequest', () => {
  it('parses a JSON object POSTed as application/json', () => {
    // Prepare
    const event = makeEvent({ body: '{"name":"Jane"}' });

    // Act
    const parsed = parseJsonRequest(event);

    // Assess
    expect(parsed).toEqual({ name: 'Jane' });
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'post'])('answers %s with 405', (method) => {
    // Prepare
    const event = makeEvent({ method, body: '{}' });

    // Act
    const result = rejection(() => parseJsonRequest(event));

    // Assess
    expect(result.statusCode).toBe(405);
    expect(result.headers).toMatchObject({ Allow: 'POST' });
    expect(result.data.sent).toBe(false);
  });

  it('checks the method before the content type', () => {
    // Prepare
    const event = makeEvent({ method: 'GET', headers: { 'content-type': 'text/plain' } });

    // Act
    const result = rejection(() => parseJsonRequest(event));

    // Assess
    expect(result.statusCode).toBe(405);
  });

  it.each([
    ['text/plain'],
    ['application/x-www-form-urlencoded'],
    ['multipart/form-data; boundary=x'],
    ['application/jsonp'],
    ['application/json-patch+json'],
    [''],
  ])('answers content type "%s" with 415', (contentType) => {
    // Prepare
    const event = makeEvent({ headers: { 'content-type': contentType }, body: '{}' });

    // Act
    const result = rejection(() => parseJsonRequest(event));

    // Assess
    expect(result.statusCode).toBe(415);
    expect(result.data.sent).toBe(false);
  });

  it('answers a missing content type with 415', () => {
    // Prepare
    const event = makeEvent({ headers: {}, body: '{}' });

    // Act
    const result = rejection(() => parseJsonRequest(event));

    // Assess
    expect(result.statusCode).toBe(415);
  });

  it.each([
    ['content-type', 'application/json'],
    ['Content-Type', 'application/json; charset=utf-8'],
    ['CONTENT-TYPE', 'Application/JSON ;charset=UTF-8'],
  ])('accepts the header %s: %s', (name, value) => {
    // Prepare
    const event = makeEvent({ headers: { [name]: value }, body: '{}' });

    // Act
    const parsed = parseJsonRequest(event);

    // Assess
    expect(parsed).toEqual({});
  });

  it('accepts a body of exactly 10 KB and answers one byte more with 413', () => {
    // Prepare
    const padding = (size: number) => JSON.stringify({ x: 'a'.repeat(size - '{"x":""}'.length) });
    const atLimit = makeEvent({ body: padding(MAX_BODY_BYTES) });
    const overLimit = makeEvent({ body: padding(MAX_BODY_BYTES + 1) });

    // Act
    const accepted = parseJsonRequest(atLimit);
    const refused = rejection(() => parseJsonRequest(overLimit));

    // Assess
    expect(accepted).toHaveProperty('x');
    expect(refused.statusCode).toBe(413);
    expect(refused.data.sent).toBe(false);
  });

  it('counts bytes, not characters', () => {
    // Prepare: fewer characters than the limit has bytes, but three bytes each.
    const characters = Math.ceil(MAX_BODY_BYTES / 2);
    const event = makeEvent({ body: JSON.stringify({ x: '€'.repeat(characters) }) });

    // Act
    const result = rejection(() => parseJsonRequest(event));

    // Assess
    expect(result.statusCode).toBe(413);
  });

  it('decodes a base64 body before measuring and parsing it', () => {
    // Prepare: 80 % of the limit in JSON is 107 % in base64, but only the decoded size counts.
    const json = JSON.stringify({ x: 'a'.repeat(MAX_BODY_BYTES * 0.8) });
    const small = makeEvent({ body: Buffer.from(json).toString('base64'), isBase64Encoded: true });
    const big = makeEvent({
      body: Buffer.from(JSON.stringify({ x: 'a'.repeat(MAX_BODY_BYTES + 1024) })).toString(
        'base64',
      ),
      isBase64Encoded: true,
    });

    // Act
    const parsed = parseJsonRequest(small);
    const refused = rejection(() => parseJsonRequest(big));

    // Assess
    expect(parsed).toEqual(JSON.parse(json));
    expect(refused.statusCode).toBe(413);
  });

  it.each([['{'], ['not json'], [''], ['{"a":1}x']])('answers unparseable %j with 400', (body) => {
    // Prepare
    const event = makeEvent({ body });

    // Act
    const result = rejection(() => parseJsonRequest(event));

    // Assess
    expect(result.statusCode).toBe(400);
    expect(result.data).toEqual({ sent: false, errors: { body: 'is not valid JSON' } });
  });

  it('answers a missing body with 400', () => {
    // Prepare
    const event = makeEvent({ body: undefined });

    // Act
    const result = rejection(() => parseJsonRequest(event));

    // Assess
    expect(result.statusCode).toBe(400);
  });

  it.each([['[]'], ['null'], ['42'], ['"text"'], ['true']])(
    'answers the JSON value %s with 400',
    (body) => {
      // Prepare
      const event = makeEvent({ body });

      // Act
      const result = rejection(() => parseJsonRequest(event));

      // Assess
      expect(result.statusCode).toBe(400);
      expect(result.data).toEqual({ sent: false, errors: { body: 'must be a JSON object' } });
    },
  );
});

describe('answers', () => {
  it.each(Object.entries(answers))('%s is JSON, never cached', (_name, answer) => {
    // Prepare
    const make = answer as (errors: Record<string, string>) => ReturnType<typeof answers.sent>;

    // Act
    const result = make({ field: 'message' });

    // Assess
    expect(result.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    });
    const data = JSON.parse(result.body ?? '') as { sent: unknown };
    expect(data.sent).toBe(result.statusCode === 200);
  });

  it('has the status of each row of the table', () => {
    // Prepare
    const statuses = {
      sent: 200,
      badRequest: 400,
      captchaFailed: 403,
      crossOrigin: 403,
      methodNotAllowed: 405,
      tooLarge: 413,
      unsupportedMediaType: 415,
      internalError: 500,
      storeFailed: 502,
    };

    // Act
    const actual = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [name, answer({}).statusCode]),
    );

    // Assess
    expect(actual).toEqual(statuses);
  });

  it('gives no detail on server errors', () => {
    // Prepare, Act
    const bodies = [answers.internalError().body, answers.storeFailed().body];

    // Assess
    expect(bodies).toEqual(['{"sent":false}', '{"sent":false}']);
  });
});

describe('headers', () => {
  it('finds a header whatever the case of its name', () => {
    // Prepare
    const event = makeEvent({ headers: { 'X-Thing': 'a' } });

    // Act, Assess
    expect(getHeader(event, 'x-thing')).toBe('a');
    expect(getHeader(event, 'X-THING')).toBe('a');
    expect(getHeader(event, 'other')).toBeUndefined();
  });

  it.each([
    ['application/json', true],
    ['application/json;charset=utf-8', true],
    [' application/json ', true],
    ['application/json+x', false],
    ['text/json', false],
    [undefined, false],
  ])('requestFormat of Content-Type %j is JSON: %s', (value, expected) => {
    // Prepare
    const event = makeEvent({ headers: value === undefined ? {} : { 'Content-Type': value } });

    // Act, Assess
    expect(requestFormat(event) === 'json').toBe(expected);
  });
});
