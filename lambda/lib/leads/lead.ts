// A stored lead: what the visitor sent, validated, plus when, from where, what they consented to,
// and whether the club's e-mail has gone. Never the captcha token, never the visitor's IP address.
import { HONEYPOT } from '../../../contracts/forms/fields';
import {
  asksConsent,
  type Envelope,
  type FormKind,
  type FormValues,
} from '../../../contracts/forms/schemas';

/** Proof of the marketing consent choice (CASL): what was shown, what was chosen, and when. */
export interface ConsentRecord {
  given: boolean;
  /** The exact wording next to the checkbox, as the visitor's page showed it. */
  wording: string;
  /** When the choice reached us (UTC, ISO 8601). */
  at: string;
}

/**
 * What the bot check said. `unverified`: it could not run (reCAPTCHA unreachable, the secret
 * unreadable or wrong), so the lead was kept rather than lost, and the club is told to look twice.
 */
export type BotCheck = { status: 'passed' } | { status: 'unverified'; reason: string };

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
  mail: MailState;
  /** The e-mail address in lower case: the key for finding one person's leads. */
  emailLower: string;
  /** Epoch seconds after which DynamoDB's TTL removes the lead. */
  expiresAt: number;
}

const DAY_SECONDS = 24 * 60 * 60;

/** The lead a validated request becomes; the envelope's token is dropped here. */
export function buildLead<K extends FormKind>(
  kind: K,
  values: FormValues[K] & Envelope,
  receivedAt: Date,
  retentionDays: number,
  botCheck: BotCheck = { status: 'passed' },
  via: LeadChannel = 'script',
): Lead<K> {
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
  return {
    id: submissionId,
    form: kind,
    fields: fields as LeadFields<K>,
    ...(asksConsent(kind)
      ? { consent: { given: consentGiven === true, wording: consentText ?? '', at } }
      : {}),
    receivedAt: at,
    page,
    botCheck,
    via,
    mail: { status: 'unsent', attempts: 0 },
    emailLower: values.email.toLowerCase(),
    expiresAt: Math.floor(receivedAt.getTime() / 1000) + retentionDays * DAY_SECONDS,
  };
}
