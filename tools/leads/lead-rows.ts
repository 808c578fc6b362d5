// How leads are shown: the columns of the export and the readable table of `list`.
import { FIELDS } from '../../contracts/forms/fields';
import type { Lead } from '../../lambda/lib/leads/lead';

const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '');
const text = (value: unknown) => String(value ?? '');

/** The export's columns: every field of every form (contracts/forms), so one file holds all. */
export const EXPORT_COLUMNS = [
  ['id', (lead: Lead) => lead.id],
  ['form', (lead: Lead) => lead.form],
  ['receivedAt', (lead: Lead) => lead.receivedAt],
  ['page', (lead: Lead) => lead.page],
  ...Object.entries(FIELDS).map(([field, { type }]) => {
    const show = type === 'checkbox' ? yesNo : text;
    return [field, (lead: Lead) => show((lead.fields as Record<string, unknown>)[field])] as const;
  }),
  ['consentGiven', (lead: Lead) => yesNo(lead.consent?.given)],
  ['consentWording', (lead: Lead) => text(lead.consent?.wording)],
  ['consentVersion', (lead: Lead) => text(lead.consent?.version)],
  ['consentAt', (lead: Lead) => text(lead.consent?.at)],
  ['consentProven', (lead: Lead) => yesNo(lead.consent?.proven)],
  ['botCheck', (lead: Lead) => text(lead.botCheck?.status)],
  ['review', (lead: Lead) => text(lead.review?.status)],
  ['mailStatus', (lead: Lead) => lead.mail.status],
  ['mailAttempts', (lead: Lead) => String(lead.mail.attempts)],
  ['mailLastError', (lead: Lead) => text(lead.mail.lastError)],
  ['mailSentAt', (lead: Lead) => text(lead.mail.sentAt)],
] as const;

function mailState(lead: Lead): string {
  if (lead.review?.status === 'pending') return 'TO REVIEW';
  return lead.mail.status === 'sent' ? 'sent' : `UNSENT (${lead.mail.attempts} tries)`;
}

const LIST_COLUMNS: [string, number, (lead: Lead) => string][] = [
  ['Received (UTC)', 16, (lead) => lead.receivedAt.slice(0, 16).replace('T', ' ')],
  ['Form', 7, (lead) => lead.form],
  ['Name', 22, (lead) => lead.fields.name],
  ['E-mail', 28, (lead) => lead.fields.email],
  ['Phone', 14, (lead) => lead.fields.phone],
  ['Consent', 7, (lead) => yesNo(lead.consent?.given) || '-'],
  ['Mail', 16, mailState],
  ['Id', 36, (lead) => lead.id],
];

// Control characters a visitor typed must not move the cursor or colour the terminal.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f]/g;

const fit = (value: string, width: number) =>
  (value.length > width ? `${value.slice(0, width - 1)}…` : value).padEnd(width);

/** A table for a terminal, one lead a line, with a count at the end. */
export function listTable(leads: readonly Lead[]): string {
  const line = (cells: string[]) => cells.join('  ').trimEnd();
  const header = line(LIST_COLUMNS.map(([title, width]) => fit(title, width)));
  const rows = leads.map((lead) =>
    line(LIST_COLUMNS.map(([, width, cell]) => fit(cell(lead).replace(CONTROL, ' '), width))),
  );
  const count = `${leads.length} lead${leads.length === 1 ? '' : 's'}`;
  return [header, '-'.repeat(header.length), ...rows, count].join('\n') + '\n';
}
