// The /api/* hook of the local servers (`npm run serve` and `npm start`): the deployed handlers,
// in process, with a local runtime (local captcha token or siteverify with CAPTCHA_SECRET, SES
// emulator, local lead store, example addresses).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESClient } from '@aws-sdk/client-ses';
import { FORM_ENDPOINTS, FORM_KINDS } from '../../contracts/forms/schemas';
import { tourWindowNow, type TourCalendar } from '../../contracts/forms/tour';
import {
  createFormHandler,
  type FormHandler,
  type FormRuntime,
} from '../../lambda/lib/form-handler';
import { DEFAULT_RETENTION_DAYS } from '../../contracts/lead-table';
import { consentWording } from '../../lambda/lib/leads/lead';
import { LeadStore } from '../../lambda/lib/leads/store';
import { contentConsentWording } from '../../content-library';
import { createLogger, type Logger } from '../../lambda/lib/log';
import { ownHostOriginPolicy } from '../../lambda/lib/request-origin';
import { sdkClientOptions } from '../../lambda/lib/time-budget';
import {
  BodyTooLargeError,
  ClientAbortError,
  readBody,
  sendResult,
  toApiGatewayEvent,
} from './event-adapter';
import { localDynamoClient, LOCAL_LEADS_TABLE, LOCAL_REGION } from './leads-store';
import { localCaptchaVerifier, LOCAL_TOKEN_MODE, type LocalCaptchaSettings } from './local-captcha';

export const LOCAL_MAIL = { recipient: 'club@example.com', sender: 'website@example.com' };
export { LOCAL_REGION };

export type LocalApi = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface LocalEndpoints {
  /** Where mail goes: the SES emulator, or SES_ENDPOINT. */
  sesEndpoint: string;
  /** The lead store: local dynalite, or LEADS_ENDPOINT. */
  leadsEndpoint: string;
  tableName?: string;
  /** The bot check (./local-captcha). @default the local token */
  captcha?: LocalCaptchaSettings;
  /** Where the handlers' log lines go. @default JSON lines on the console, as deployed */
  logger?: Logger;
  /** The club's hours for tour requests; without them /api/tour is not served. */
  tourCalendar?: TourCalendar | undefined;
}

export function createLocalRuntime({
  sesEndpoint,
  leadsEndpoint,
  tableName = LOCAL_LEADS_TABLE,
  captcha = LOCAL_TOKEN_MODE,
  logger = createLogger(),
  tourCalendar,
}: LocalEndpoints): FormRuntime {
  return {
    ...(tourCalendar ? { tourWindow: tourWindowNow(tourCalendar) } : {}),
    mail: LOCAL_MAIL,
    ses: new SESClient({
      ...sdkClientOptions(),
      region: LOCAL_REGION,
      endpoint: sesEndpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    store: new LeadStore(localDynamoClient(leadsEndpoint), tableName),
    retentionDays: DEFAULT_RETENTION_DAYS,
    consentShown: consentWording(contentConsentWording()),
    captcha: localCaptchaVerifier(captcha),
    // The same rule as deployed, for the local server's own origin.
    originPolicy: ownHostOriginPolicy,
    logger,
  };
}

function sendJson(res: ServerResponse, statusCode: number, data: unknown, extra = {}) {
  sendResult(res, {
    statusCode,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...extra },
    body: JSON.stringify(data),
  });
}

export function createLocalApi(runtime: FormRuntime): LocalApi {
  // A runtime without the club's hours (a test's) serves every form but the tour request.
  const kinds = FORM_KINDS.filter((kind) => kind !== 'tour' || runtime.tourWindow);
  const routes = new Map<string, FormHandler>(
    kinds.map((kind) => [FORM_ENDPOINTS[kind], createFormHandler(kind, runtime)]),
  );

  return async function localApi(req, res) {
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0]!;
    const handler = routes.get(path);
    if (!handler) {
      req.resume();
      sendJson(res, 404, { sent: false, errors: { path: 'no such API route' } });
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      // A visitor who closed the tab mid-upload: a quiet end, no stack trace in the console.
      if (error instanceof ClientAbortError) {
        res.destroy();
        return;
      }
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendJson(res, 413, { sent: false }, { Connection: 'close' });
      return;
    }
    const result = await handler(toApiGatewayEvent(req, body, `POST ${path}`));
    sendResult(res, result);
  };
}
