// The one e-mail each submission becomes: to the club, from the verified sender, Reply-To the
// visitor, with every field and its label in plain text and HTML (every value escaped).
import type { SendEmailCommandInput } from '@aws-sdk/client-ses';
import {
  FORM_SCHEMAS,
  FORM_TITLES,
  MAIL_LABELS,
  type FormKind,
  type FormValues,
} from '../../src/forms/schemas';

export interface MailSettings {
  /** The club's address. */
  recipient: string;
  /** The SES-verified sender. */
  sender: string;
}

const CHARSET = 'UTF-8';
const NONE = '(none)';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

function formatValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === undefined || value === null || value === '') return NONE;
  return String(value);
}

/** The form's fields in the order the visitor sees them, with labels and display values. */
export function describeSubmission<K extends FormKind>(kind: K, values: FormValues[K]) {
  const record = values as Record<string, unknown>;
  return Object.keys(FORM_SCHEMAS[kind].fields).map((field) => ({
    field,
    label: MAIL_LABELS[field as keyof typeof MAIL_LABELS] ?? field,
    value: formatValue(record[field]),
  }));
}

export function composeMail<K extends FormKind>(
  kind: K,
  values: FormValues[K],
  settings: MailSettings,
): SendEmailCommandInput {
  const title = FORM_TITLES[kind];
  const rows = describeSubmission(kind, values);
  const subject = `${title} from ${values.name}`;

  const text = [
    `${title} from the website.`,
    `Reply to this e-mail to answer ${values.name} (${values.email}).`,
    '',
    ...rows.map(({ label, value }) =>
      value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
    ),
    '',
  ].join('\n');

  const html = [
    '<!DOCTYPE html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    `<p>${escapeHtml(title)} from the website. Reply to this e-mail to answer ` +
      `${escapeHtml(values.name)} (${escapeHtml(values.email)}).</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
        `<td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '</body></html>',
  ].join('\n');

  return {
    Source: settings.sender,
    Destination: { ToAddresses: [settings.recipient] },
    ReplyToAddresses: [values.email],
    Message: {
      Subject: { Data: subject, Charset: CHARSET },
      Body: {
        Text: { Data: text, Charset: CHARSET },
        Html: { Data: html, Charset: CHARSET },
      },
    },
  };
}
