// Shared by the lambda tests: API Gateway events, valid bodies and a recording logger.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { LOCAL_CAPTCHA_TOKEN } from '../../../contracts/forms/captcha-constants';
import type { FormKind } from '../../../contracts/forms/schemas';
import { clubDate, tourWindowNow, type TourCalendar } from '../../../contracts/forms/tour';
import { addDays } from '../../../contracts/hours/exceptions';
import type { Logger } from '../log';

export interface EventOptions {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
  requestId?: string;
  sourceIp?: string;
}

export function makeEvent(options: EventOptions = {}): APIGatewayProxyEventV2 {
  const {
    method = 'POST',
    path = '/api/contact',
    headers = { 'content-type': 'application/json' },
    body,
    isBase64Encoded = false,
    requestId = 'request-1',
    sourceIp = '203.0.113.7',
  } = options;
  return {
    version: '2.0',
    routeKey: `POST ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'www.example.com',
      domainPrefix: 'www',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp, userAgent: 'jest' },
      requestId,
      routeKey: `POST ${path}`,
      stage: '$default',
      time: '01/Jan/2025:00:00:00 +0000',
      timeEpoch: 0,
    },
    body,
    isBase64Encoded,
  };
}

/** A JSON POST of `data`. */
export function jsonEvent(data: unknown, options: EventOptions = {}): APIGatewayProxyEventV2 {
  return makeEvent({ ...options, body: JSON.stringify(data) });
}

export const CONSENT_TEXT =
  'Yes, send me news and offers from Bridge City Fitness by e-mail. I can unsubscribe at any time.';

/** Tours every day from 10 AM to 5 PM, on the club's clock: any day of the window will do. */
export const TOUR_CALENDAR: TourCalendar = {
  timeZone: 'America/Regina',
  hours: { name: 'Sales hours', times: [{ days: 'Every day', time: '10AM-5PM' }] },
  exceptions: [],
};

/** TOUR_CALENDAR's window by the real clock, as the tour handler has it. */
export const TOUR_WINDOW = tourWindowNow(TOUR_CALENDAR);

/** The club's date now. */
export const tourToday = () => clubDate(new Date(), TOUR_CALENDAR.timeZone);

/** A day the window holds: the day after tomorrow on the club's calendar. */
export const TOUR_DAY = addDays(tourToday(), 2);

const BODIES: { [K in FormKind]: Record<string, unknown> } = {
  lead: {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '306-555-0100',
    trial: true,
    consent: false,
    consentText: CONSENT_TEXT,
  },
  promo: {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '306-555-0100',
    personal_training: false,
    consent: true,
    consentText: CONSENT_TEXT,
  },
  contact: {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '306-555-0100',
    subject: 'Hours',
    message: 'Are you open on holidays?',
  },
  tour: {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '306-555-0100',
    day: TOUR_DAY,
    time: '14:30',
    consent: false,
    consentText: CONSENT_TEXT,
  },
};

/** A valid request body as the browser sends it, with a submissionId of its own. */
export function validBody(
  kind: FormKind,
  extra: Record<string, unknown> = {},
): Record<string, unknown> & { submissionId: string; recaptchaToken: string } {
  return {
    ...BODIES[kind],
    recaptchaToken: LOCAL_CAPTCHA_TOKEN,
    submissionId: randomUUID(),
    page: '/contact/',
    ...extra,
  };
}

export interface LogEntry {
  level: 'error' | 'warn' | 'info';
  event: string;
  [field: string]: unknown;
}

export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at =
    (level: LogEntry['level']) =>
    (event: unknown, ...fields: unknown[]) =>
      void entries.push({ level, event: String(event), ...(fields[0] as object) });
  return { entries, info: at('info'), warn: at('warn'), error: at('error'), addContext: () => {} };
}

export function parseBody(result: { body?: string }): Record<string, unknown> {
  return JSON.parse(result.body ?? 'null') as Record<string, unknown>;
}

/** A Lambda context as the runtime passes it. */
export function lambdaContext(awsRequestId: string): Context {
  return {
    awsRequestId,
    functionName: 'LeadForm',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:ca-central-1:123456789012:function:LeadForm',
    memoryLimitInMB: '256',
    logGroupName: '/aws/lambda/LeadForm',
    logStreamName: 'stream',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 10_000,
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/** Collects what is written to stdout and stderr (Powertools writes there) as parsed lines. */
export function captureOutput() {
  const lines: Record<string, unknown>[] = [];
  const keep = (chunk: unknown) => {
    for (const line of String(chunk).split('\n')) {
      if (line.trim().startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    return true;
  };
  const out = jest.spyOn(process.stdout, 'write').mockImplementation(keep);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(keep);
  return {
    lines,
    restore() {
      out.mockRestore();
      err.mockRestore();
    },
  };
}
