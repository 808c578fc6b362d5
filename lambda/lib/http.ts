// Request parsing and the JSON answers of the form handlers (API Gateway HTTP API, payload 2.0),
// checked in order: method (405), content type (415), size (413), body (400).
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type Result = APIGatewayProxyStructuredResultV2;
export type FieldErrors = Record<string, string>;

/** In bytes, decoded: the longest body the schema accepts, in three-byte characters, fits. */
export const MAX_BODY_BYTES = 32 * 1024;
/** The same for a form the browser posts itself: percent-encoding takes three bytes a byte. */
export const MAX_FORM_BODY_BYTES = 3 * MAX_BODY_BYTES;

const BASE_HEADERS = {
  'Content-Type': 'application/json',
  'Cache-Control': 'no-store',
} as const;

/** `sent` on 200 alone; a refusal says why by field, `body` for the request as a whole. */
export function jsonResult(
  statusCode: number,
  errors?: FieldErrors,
  headers: Record<string, string> = {},
): Result {
  const body = JSON.stringify({ sent: statusCode === 200, errors });
  return { statusCode, headers: { ...BASE_HEADERS, ...headers }, body };
}

export const answers = {
  sent: () => jsonResult(200),
  methodNotAllowed: () => jsonResult(405, { method: 'only POST is allowed' }, { Allow: 'POST' }),
  unsupportedMediaType: () =>
    jsonResult(415, {
      body: 'must be sent as application/json or application/x-www-form-urlencoded',
    }),
  tooLarge: () =>
    jsonResult(413, {
      body: `must be at most ${MAX_BODY_BYTES / 1024} KB (${MAX_FORM_BODY_BYTES / 1024} KB as a form)`,
    }),
  badRequest: (errors: FieldErrors) => jsonResult(400, errors),
  captchaFailed: () =>
    jsonResult(403, { recaptchaToken: 'the bot check failed; please try again' }),
  /** A page of another site made the visitor's browser send this. */
  crossOrigin: () => jsonResult(403, { origin: 'only this site may send its forms' }),
  /** The lead could not be stored: the visitor must try again. */
  storeFailed: () => jsonResult(502),
  internalError: () => jsonResult(500),
};

/** Ends a lead's path early with its answer: a step throws it, the handler answers it. */
export class Stop {
  constructor(readonly answer: Result) {}
}

/** A request header, whatever the case of its name (v2 events use lower case; tests may not). */
export function getHeader(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === wanted)?.[1];
}

/** How a body is sent: JSON by the form's script, or the form posted by the browser itself. */
export type BodyFormat = 'json' | 'form';

const MEDIA_TYPES: Record<string, BodyFormat> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
};

/** The format the Content-Type names, with or without parameters such as `; charset=utf-8`. */
export function requestFormat(event: APIGatewayProxyEventV2): BodyFormat | undefined {
  const mediaType = getHeader(event, 'content-type')?.split(';', 1)[0]!.trim().toLowerCase();
  return mediaType && Object.hasOwn(MEDIA_TYPES, mediaType) ? MEDIA_TYPES[mediaType] : undefined;
}

/** Checks method, content type and size (else throws Stop); gives the body's text. */
export function readRequest(event: APIGatewayProxyEventV2, format: BodyFormat): string {
  if (event.requestContext?.http?.method !== 'POST') throw new Stop(answers.methodNotAllowed());
  if (requestFormat(event) !== format) throw new Stop(answers.unsupportedMediaType());

  const limit = format === 'form' ? MAX_FORM_BODY_BYTES : MAX_BODY_BYTES;
  const raw = event.body ?? '';
  const bytes = Buffer.from(raw, event.isBase64Encoded ? 'base64' : 'utf8');
  if (bytes.length > limit) throw new Stop(answers.tooLarge());
  return event.isBase64Encoded ? bytes.toString('utf8') : raw;
}

/** Checks method, content type and size, then parses the body as a JSON object; else throws Stop. */
export function parseJsonRequest(event: APIGatewayProxyEventV2): Record<string, unknown> {
  const text = readRequest(event, 'json');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Stop(answers.badRequest({ body: 'is not valid JSON' }));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Stop(answers.badRequest({ body: 'must be a JSON object' }));
  }
  return body as Record<string, unknown>;
}
