// What every step of a lead's path shares: the runtime, the trace its log lines carry, and the
// result it hands on.
import type { Result } from '../http';
import type { Courier } from '../leads/deliver';
import type { ConsentWording } from '../leads/lead';
import type { CaptchaVerifier } from '../captcha';
import type { OriginPolicy } from '../request-origin';
import type { FormKind } from '../../../contracts/forms/schemas';
import type { TourWindow } from '../../../contracts/forms/tour';

export interface FormRuntime extends Courier {
  captcha: CaptchaVerifier;
  /** The consent wording the site shows now: the only one proven. Absent: none is. */
  consentShown?: ConsentWording;
  /** Which `Origin` values are the site's own: every other browser request gets 403. */
  originPolicy: OriginPolicy;
  /** CloudFront's X-Origin-Verify secret (../origin-secret). Absent: no check (local servers). */
  originSecret?: () => Promise<string>;
  /** The window a tour request's day and time must fall in, now: required by the tour handler. */
  tourWindow?: () => TourWindow;
}

/** What every log line of one request carries; never anything the visitor typed. */
export interface Trace {
  form: FormKind;
  requestId: string | undefined;
}

/** A step hands the next one what it needs, or ends the request with its answer. */
export type Step<T> = { ok: true; value: T } | { ok: false; answer: Result };
export const goOn = <T>(value: T): Step<T> => ({ ok: true, value });
export const stop = (answer: Result): Step<never> => ({ ok: false, answer });
