// The one e-mail each lead becomes: to the club, Reply-To the visitor, every field in plain text
// and HTML (escaped), the consent stated plainly, and a warning when the bot check could not run.
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import { escapeHtml } from '../../contracts/escape-html';
import { oneLine } from '../../contracts/one-line';
import { FORM_FIELD_NAMES, type FieldName } from '../../contracts/forms/fields';
import type { FormKind } from '../../contracts/forms/schemas';
import { spokenSlot } from '../../contracts/forms/tour';
import type { BotCheck, ConsentRecord, Lead, LeadFields } from './leads/lead';

export interface MailSettings {
  /** The club's address. */
  recipient: string;
  /** The SES-verified sender. */
  sender: string;
  /** The SES configuration set whose bounce, complaint and reject events raise an alarm. */
  configurationSet?: string;
}

/** The name each form goes by in the club's inbox. */
const FORM_TITLES: { [K in FormKind]: string } = {
  lead: 'Home page enquiry',
  promo: 'Promo sign-up',
  contact: 'Contact message',
  tour: 'Tour request',
};

/** The form's labels as they were when the club's mail format was set; here, not in the fields'
 * list, which every page with a form downloads. */
const MAIL_LABELS: { [F in FieldName]: string } = {
  name: 'Your Name (required)',
  email: 'Your Email (required)',
  phone: 'Your Phone (required)',
  trial: 'I am interested in personal training',
  personal_training: 'Check to accept 3 Free Personal Training sessions',
  subject: 'Subject',
  message: 'Your Message',
  day: 'Preferred day',
  time: 'Preferred time',
};

/** Put before the subject of a lead the bot check could not vouch for. */
export const UNVERIFIED_SUBJECT_PREFIX = '[Bot check not run] ';

const CHARSET = 'UTF-8';
const NONE = '(none)';

function formatValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === undefined || value === null || value === '') return NONE;
  return String(value);
}

/** The form's fields in the order the visitor sees them, with labels and display values. */
export function describeSubmission(kind: FormKind, values: LeadFields) {
  const record = values as Record<string, unknown>;
  // Consent gets its own sentence (consentLine), not a Yes/No row.
  return FORM_FIELD_NAMES[kind].map((field) => ({
    field,
    label: MAIL_LABELS[field],
    value: formatValue(record[field]),
  }));
}

/** Says plainly whether the club may send this person marketing e-mail (CASL). */
export function consentLine(consent: ConsentRecord): string {
  if (!consent.given) {
    return 'Marketing e-mail consent: NO. Do not send this person marketing e-mail.';
  }
  if (!consent.proven) {
    const why =
      consent.version === '' ? "the page's wording was not the current one" : 'no bot check ran';
    return (
      `Marketing e-mail consent: NOT PROVEN. The box was ticked, but ${why}; ` +
      'do not send marketing e-mail until the person confirms.'
    );
  }
  return (
    `Marketing e-mail consent: YES. On ${consent.at} the visitor ticked "${consent.wording}" ` +
    `(wording ${consent.version}).`
  );
}

/** Says why the lead was kept although the bot check did not run, so the club looks twice. */
export function botCheckLine(botCheck: BotCheck | undefined): string | undefined {
  if (botCheck?.status !== 'unverified') return undefined;
  return (
    `Bot check NOT RUN: this submission could not be checked (${botCheck.reason}). ` +
    'It was kept so that no lead is lost; it may be spam, so check it before you answer.'
  );
}

export function composeMail(lead: Lead, settings: MailSettings): SendEmailCommandInput {
  const { fields } = lead;
  const title = FORM_TITLES[lead.form];
  const rows = describeSubmission(lead.form, fields);
  const unverified = botCheckLine(lead.botCheck);
  const tour = fields as LeadFields<'tour'>;
  const slot = lead.form === 'tour' ? ` for ${spokenSlot(tour.day, tour.time)}` : '';
  // "Tour request for Tuesday, December 1 at 2:30 PM from Jane Doe". A header: the form refuses a
  // line break in the name, and a lead stored before that rule, or a title from elsewhere, still
  // cannot add a header line.
  const prefix = unverified ? UNVERIFIED_SUBJECT_PREFIX : '';
  const subject = oneLine(`${prefix}${title}${slot} from ${fields.name}`);
  const notes = [
    ...(unverified ? [unverified] : []),
    ...(lead.consent ? [consentLine(lead.consent)] : []),
    `Sent from ${lead.page} on ${lead.receivedAt} (reference ${lead.id}).`,
  ];

  const text = [
    `${title} from the website.`,
    `Reply to this e-mail to answer ${fields.name} (${fields.email}).`,
    '',
    ...rows.map(({ label, value }) =>
      value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
    ),
    '',
    ...notes,
    '',
  ].join('\n');

  const html = [
    '<!DOCTYPE html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(title)} from the website. Reply to this e-mail to answer ` +
      `${escapeHtml(fields.name)} (${escapeHtml(fields.email)}).</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
        `<td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...notes.map((note) => `<p>${escapeHtml(note)}</p>`),
    '</body></html>',
  ].join('\n');

  return mailToClub(settings, { subject, text, html, replyTo: fields.email });
}

/** An e-mail to the club, through the configuration set whose events raise an alarm. */
export function mailToClub(
  settings: MailSettings,
  mail: { subject: string; text: string; html?: string; replyTo?: string },
): SendEmailCommandInput {
  const part = (data: string) => ({ Data: data, Charset: CHARSET });
  return {
    ...(settings.configurationSet ? { ConfigurationSetName: settings.configurationSet } : {}),
    Source: settings.sender,
    Destination: { ToAddresses: [settings.recipient] },
    ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
    Message: {
      Subject: part(mail.subject),
      Body: { Text: part(mail.text), ...(mail.html ? { Html: part(mail.html) } : {}) },
    },
  };
}
