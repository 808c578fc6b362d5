// The /api/* of the local servers (`npm start`, `npm run serve`): the deployed form handlers in
// process, with the emulators' clients and the local checks.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESClient } from '@aws-sdk/client-ses';
import getRawBody from 'raw-body';
import { FORM_ENDPOINTS, FORM_KINDS } from '../../contracts/forms/schemas';
import { tourWindowNow, type TourCalendar } from '../../contracts/forms/tour';
import { contentConsentWording } from '../../content-library';
import { createFormHandler, type FormRuntime } from '../../lambda/lib/form-handler';
import { consentWording } from '../../lambda/lib/leads/lead';
import { createLogger, type Logger } from '../../lambda/lib/log';
import { ownHostOriginPolicy } from '../../lambda/lib/request-origin';
import { LeadStore } from '../../lambda/lib/leads/store';
import { sendResult, toApiGatewayEvent } from './event-adapter';
import { localClientOptions, localDynamoClient, LOCAL_LEADS_TABLE } from './leads-store';
import { localCaptchaVerifier, type LocalCaptchaSettings } from './local-captcha';

/** API Gateway's own limit; the handler's size check (lambda/lib/http.ts) applies below it. */
const BODY_LIMIT = 1024 * 1024;

export const LOCAL_MAIL = { recipient: 'club@example.com', sender: 'website@example.com' };

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface LocalEndpoints {
  sesEndpoint: string;
  leadsEndpoint: string;
  /** @default the local token */
  captcha?: LocalCaptchaSettings;
  /** @default JSON lines on the console, as deployed */
  logger?: Logger;
  /** The club's hours; without them /api/tour is not served. */
  tourCalendar?: TourCalendar | undefined;
}

export function createLocalRuntime(local: LocalEndpoints): FormRuntime {
  return {
    mail: LOCAL_MAIL,
    ses: new SESClient(localClientOptions(local.sesEndpoint)),
    store: new LeadStore(localDynamoClient(local.leadsEndpoint), LOCAL_LEADS_TABLE),
    captcha: localCaptchaVerifier(local.captcha),
    originPolicy: ownHostOriginPolicy,
    consentShown: consentWording(contentConsentWording()),
    logger: local.logger ?? createLogger(),
    ...(local.tourCalendar ? { tourWindow: tourWindowNow(local.tourCalendar) } : {}),
  };
}

/** Answers with `body`; HEAD gets the same headers and no body. */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer = '',
) {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendJson(res: ServerResponse, statusCode: number, data: unknown) {
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
  sendResult(res, { statusCode, headers, body: JSON.stringify(data) });
}

export function createLocalApi(runtime: FormRuntime): ApiHandler {
  // A runtime without the club's hours (a test's) serves every form but the tour request.
  const kinds = FORM_KINDS.filter((kind) => kind !== 'tour' || runtime.tourWindow);
  const routes = new Map(
    kinds.map((kind) => [FORM_ENDPOINTS[kind], createFormHandler(kind, runtime)]),
  );

  return async function localApi(req, res) {
    const path = (req.url ?? '/').split('?', 1)[0]!;
    const handler = routes.get(path);
    if (!handler) {
      req.resume();
      return sendJson(res, 404, { sent: false, errors: { path: 'no such API route' } });
    }
    let body: Buffer;
    try {
      body = await getRawBody(req, { limit: BODY_LIMIT });
    } catch (error) {
      if ((error as { type?: string }).type === 'entity.too.large') {
        // Drained, not destroyed, so the client can still read the answer.
        req.resume();
        res.setHeader('Connection', 'close');
        return sendJson(res, 413, { sent: false });
      }
      // A client gone before its body ended (a closed tab, the server's request timeout):
      // nobody is left to answer and nothing is wrong with the API.
      if (!req.complete) return void res.destroy();
      throw error;
    }
    sendResult(res, await handler(toApiGatewayEvent(req, body, `POST ${path}`)));
  };
}

/** Runs the API for one request: a failure answers 500 JSON (what the forms expect) and is logged. */
export function serveApi(api: ApiHandler, req: IncomingMessage, res: ServerResponse): void {
  // Promise.resolve().then also catches synchronous throws from the handler.
  Promise.resolve()
    .then(() => api(req, res))
    .catch((error: unknown) => {
      console.error(`API handler failed for ${req.method} ${req.url}:`, error);
      if (res.headersSent) return void res.destroy();
      send(req, res, 500, 'application/json', '{"sent":false}');
    });
}
