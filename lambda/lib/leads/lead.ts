// A stored lead: what the visitor sent, validated, plus when, from where, what they consented to,
// and whether the club's e-mail has gone. Never the captcha token, never the visitor's IP address.
import { createHash } from 'node:crypto';
import { HONEYPOT } from '../../../contracts/forms/fields';
import { LEAD_RETENTION_DAYS, REVIEW_RETENTION_DAYS } from '../../../contracts/lead-table';
import {
  asksConsent,
  type Envelope,
  type FormKind,
  type FormValues,
} from '../../../contracts/forms/schemas';

/** Proof of the marketing consent choice (CASL), in the site's own wording, never the request's. */
export interface ConsentRecord {
  given: boolean;
  /** The wording beside the box, from the site's content; empty when the page's was another. */
  wording: string;
  /** Its version: the first 12 hex digits of its SHA-256 ('' when not the current one). */
  version: string;
  /** When the choice reached us (UTC, ISO 8601). */
  at: string;
  /** The form and the page it was shown on. */
  form: FormKind;
  page: string;
  /** Whether the lead passed the bot check ('released' when the staff let it through). */
  botCheck: 'passed' | 'not run' | 'released';
  /** The page showed the current wording and a person sent it (passed, or released by staff). */
  proven: boolean;
}

/** A wording with its version: the first 12 hex digits of its SHA-256. */
export const consentWording = (wording: string) => ({
  wording,
  version: createHash('sha256').update(wording).digest('hex').slice(0, 12),
});
export type ConsentWording = ReturnType<typeof consentWording>;

/** `unverified`: the check could not run, so the lead is kept, flagged. `skipped`: no script ran. */
export type BotCheck =
  | { status: 'passed' }
  | { status: 'unverified'; reason: string }
  | { status: 'skipped'; reason: string };

/** A lead to review: never mailed on its own, listed in the staff's summary, until released. */
export interface Review {
  status: 'pending' | 'released';
  /** When a summary mail listed it. */
  listedAt?: string;
  releasedAt?: string;
}

/** How the lead was sent: by the form's script, or by the browser alone (no script ran). */
export type LeadChannel = 'script' | 'no-script';

export interface MailState {
  status: 'unsent' | 'sent';
  /** E-mails tried so far, the one that worked included. */
  attempts: number;
  lastError?: string;
  lastAttemptAt?: string;
  sentAt?: string;
}

/** The form's fields as validated, without the consent flag (it lives in `consent`). */
export type LeadFields<K extends FormKind = FormKind> = Omit<FormValues[K], 'consent'>;

export interface Lead<K extends FormKind = FormKind> {
  /** The browser's submissionId (UUID v4). */
  id: string;
  form: K;
  fields: LeadFields<K>;
  /** Lead and promo forms only. */
  consent?: ConsentRecord;
  /** UTC, ISO 8601. */
  receivedAt: string;
  /** Path of the page the form was sent from. */
  page: string;
  /** Absent on leads stored before it was recorded, which all passed. */
  botCheck?: BotCheck;
  /** Absent on leads stored before it was recorded, which all came by script. */
  via?: LeadChannel;
  /** Only on a lead that skipped the bot check. */
  review?: Review;
  mail: MailState;
  /** The e-mail address in lower case: the key for finding one person's leads. */
  emailLower: string;
  /** Epoch seconds after which DynamoDB's TTL removes the lead. */
  expiresAt: number;
}

const DAY_SECONDS = 24 * 60 * 60;

/** When, and with what, a lead is kept. */
export interface Keeping {
  receivedAt: Date;
  botCheck?: BotCheck;
  via?: LeadChannel;
  /** The consent wording the site shows now (lead and promo forms). */
  consentShown?: ConsentWording;
}

/** The lead a validated request becomes, without its token. */
export function buildLead<K extends FormKind>(
  kind: K,
  values: FormValues[K] & Envelope,
  keeping: Keeping,
): Lead<K> {
  const { receivedAt, botCheck = { status: 'passed' }, via = 'script', consentShown } = keeping;
  const {
    recaptchaToken: _token,
    [HONEYPOT.name]: _honeypot,
    submissionId,
    page,
    consentText,
    ...formValues
  } = values as FormValues[K] & Envelope & { consent?: boolean };
  const { consent: consentGiven, ...fields } = formValues as { consent?: boolean };
  const at = receivedAt.toISOString();
  const toReview = botCheck.status === 'skipped';
  const days = toReview ? REVIEW_RETENTION_DAYS : LEAD_RETENTION_DAYS;
  // The consent is proven only for the site's current wording, sent by a person.
  const shown = consentShown !== undefined && consentText === consentShown.wording;
  const consent: ConsentRecord = {
    given: consentGiven === true,
    wording: shown ? consentShown.wording : '',
    version: shown ? consentShown.version : '',
    at,
    form: kind,
    page,
    botCheck: toReview ? 'not run' : 'passed',
    proven: shown && !toReview,
  };
  return {
    id: submissionId,
    form: kind,
    fields: fields as LeadFields<K>,
    ...(asksConsent(kind) ? { consent } : {}),
    receivedAt: at,
    page,
    botCheck,
    via,
    ...(toReview ? { review: { status: 'pending' } } : {}),
    mail: { status: 'unsent', attempts: 0 },
    emailLower: values.email.toLowerCase(),
    expiresAt: expiry(receivedAt, days),
  };
}

/** Epoch seconds `days` after `from`: a lead's TTL. */
export const expiry = (from: Date, days: number) =>
  Math.floor(from.getTime() / 1000) + days * DAY_SECONDS;
