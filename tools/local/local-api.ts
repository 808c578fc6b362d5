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
import { consentWording } from '../../lambda/lib/leads/lead';
import { contentConsentWording } from '../../content-library';
import { createLogger, type Logger } from '../../lambda/lib/log';
import { ownHostOriginPolicy } from '../../lambda/lib/request-origin';
import { assembleRuntime } from '../../lambda/lib/runtime';
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

/** The functions' own runtime, on the emulators, with the local bot check and origin rule. */
export function createLocalRuntime(local: LocalEndpoints): FormRuntime {
  const { recipient: mailRecipient, sender: mailSender } = LOCAL_MAIL;
  const ses = new SESClient({
    ...sdkClientOptions(),
    region: LOCAL_REGION,
    endpoint: local.sesEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return assembleRuntime(
    {
      mailRecipient,
      mailSender,
      mailConfigurationSet: '',
      leadsTable: local.tableName ?? LOCAL_LEADS_TABLE,
    },
    {
      captcha: localCaptchaVerifier(local.captcha ?? LOCAL_TOKEN_MODE),
      // The same rule as deployed, for the local server's own origin.
      originPolicy: ownHostOriginPolicy,
      consentShown: consentWording(contentConsentWording()),
      logger: local.logger ?? createLogger(),
      ...(local.tourCalendar ? { tourWindow: tourWindowNow(local.tourCalendar) } : {}),
    },
    { ses, dynamodb: localDynamoClient(local.leadsEndpoint) },
  );
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
