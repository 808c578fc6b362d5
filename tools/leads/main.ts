// `npm run leads -- <command>`: the club's staff tools for the stored leads. See HELP below and
// README.md beside this file.
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { FORM_KINDS } from '../../contracts/forms/schemas';
import type { Lead } from '../../lambda/lib/leads/lead';
import { releaseLead } from '../../lambda/lib/leads/review';
import { describeFailure } from '../../lambda/lib/time-budget';
import { openDeployed, openLocal, UsageError, type LeadsBackend } from './connect';
import { EXPORT_COLUMNS, listTable } from './lead-rows';

export const HELP = `Usage: npm run leads -- <command> [options]

Commands:
  list    [--since DATE] [--form lead|promo|contact]   the leads as a table, oldest first
  export  [--since DATE] [--format csv|json]           every lead to standard output (CSV by default)
  delete  --email ADDRESS | --id ID                    removes every lead of that address, or one lead
  resend  --id ID                                      sends an unsent lead's e-mail to the club now
  release --id ID                                      a lead to review (TO REVIEW in list) was sent
                                                       by a person: mails it to the club as any lead

Options:
  --local        the local store of npm start / npm run serve (LEADS_PORT, default 8006),
                 or its folder .leads/ when no local server runs
  --stack NAME   the deployed stack (default BridgeCityFitnessSite); the AWS account and region
                 are those of your credentials (AWS_PROFILE, AWS_REGION)
  --help         this text

DATE is a day (2025-01-31) or a time (2025-01-31T14:00:00Z), in UTC.
Examples:
  npm run leads -- list --since 2025-01-01 --form promo
  npm run leads -- export --format csv > leads.csv
  npm run leads -- delete --email jane@example.com
`;

const text = { type: 'string' } as const;
const COMMANDS = {
  list: { since: text, form: text },
  export: { since: text, format: text },
  delete: { email: text, id: text },
  resend: { id: text },
  release: { id: text },
};
type Command = keyof typeof COMMANDS;

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

/**
 * CSV a spreadsheet opens cleanly: a byte-order mark so Excel reads accents right, every line
 * break quoted, and an apostrophe before a cell that starts like a formula (= + - @, a tab, a CR),
 * so a visitor's text never runs.
 */
function toCsv(leads: readonly Lead[]): string {
  const string = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  const options = { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;
  const rows = leads.map((lead) => EXPORT_COLUMNS.map(([, cell]) => cell(lead)));
  const header = EXPORT_COLUMNS.map(([name]) => name);
  return stringify([header, ...rows], { ...options, cast: { string } });
}

function parseSince(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? Date.parse(`${value}T00:00:00Z`)
    : Date.parse(value);
  if (Number.isNaN(time)) {
    throw new UsageError(`--since must be a date such as 2025-01-31, got "${value}"`);
  }
  return new Date(time).toISOString();
}

function oneOf<T extends string>(option: string, value: string | undefined, allowed: readonly T[]) {
  if (value !== undefined && !allowed.includes(value as T)) {
    throw new UsageError(`--${option} must be ${allowed.join(', ')}, got "${value}"`);
  }
  return value as T | undefined;
}

function required(option: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`--${option} is required`);
  return value.trim();
}

/** The leads received at or after `since`, of one form, oldest first. */
async function selected(backend: LeadsBackend, since?: string, form?: string): Promise<Lead[]> {
  const leads = await backend.store.all();
  return leads.filter(
    (lead) => (!since || lead.receivedAt >= since) && (!form || lead.form === form),
  );
}

async function runCommand(
  command: Command,
  values: Record<string, string | undefined>,
  backend: LeadsBackend,
  io: Io,
): Promise<number> {
  switch (command) {
    case 'list': {
      const form = oneOf('form', values.form, FORM_KINDS);
      io.out(listTable(await selected(backend, parseSince(values.since), form)));
      return 0;
    }
    case 'export': {
      const format = oneOf('format', values.format, ['csv', 'json'] as const) ?? 'csv';
      const leads = await selected(backend, parseSince(values.since));
      io.out(format === 'json' ? `${JSON.stringify(leads, null, 2)}\n` : toCsv(leads));
      return 0;
    }
    case 'delete': {
      if (values.id !== undefined) {
        const id = required('id', values.id);
        if (!(await backend.store.get(id))) {
          throw new UsageError(`No lead with id ${id} in ${backend.where}.`);
        }
        await backend.store.delete(id);
        io.out(`Deleted lead ${id} from ${backend.where}.\n`);
        return 0;
      }
      const email = required('email', values.email);
      if (!email.includes('@'))
        throw new UsageError(`--email must be an e-mail address, got "${email}"`);
      const ids = await backend.store.idsByEmail(email);
      for (const id of ids) await backend.store.delete(id);
      io.out(
        ids.length === 0
          ? `No leads of ${email} in ${backend.where}.\n`
          : `Deleted ${ids.length} lead${ids.length === 1 ? '' : 's'} of ${email} from ${backend.where}.\n`,
      );
      return 0;
    }
    case 'release':
    case 'resend': {
      const id = required('id', values.id);
      const released = command === 'release';
      if (released && !(await releaseLead(backend.store, id, new Date()))) {
        throw new UsageError(`No lead to review with id ${id} in ${backend.where}.`);
      }
      if (released) io.out(`Released lead ${id}: it is mailed to the club as any lead.\n`);
      const lead = await backend.store.get(id);
      if (!lead) throw new UsageError(`No lead with id ${id} in ${backend.where}.`);
      const outcome = lead.mail.status === 'sent' ? 'done' : await backend.resend(id);
      // A released lead is the retrier's too: if it took the lead first, the lead is on its way.
      if (released && (outcome === 'done' || outcome === 'busy')) {
        io.out(`The retrier took lead ${id} first; it is on its way to the club.\n`);
        return 0;
      }
      if (outcome === 'done') {
        throw new UsageError(`Lead ${id} was already sent on ${lead.mail.sentAt}; nothing to do.`);
      }
      if (outcome === 'sent') {
        io.out(`Sent lead ${id} (${lead.fields.name}) to the club.\n`);
        return 0;
      }
      if (outcome === 'busy') {
        io.err(`Lead ${id} is being sent by another process right now; try again in a minute.\n`);
        return 1;
      }
      const after = await backend.store.get(id);
      io.err(
        `Could not send lead ${id}: ${after?.mail.lastError ?? 'unknown error'}. ` +
          'It stays unsent; the retrier keeps trying.\n',
      );
      return 1;
    }
  }
}

/** Runs one command line; the exit code (0 done, 1 failed, 2 a usage mistake). */
export async function run(argv: string[], io: Io, env: NodeJS.ProcessEnv): Promise<number> {
  const [command = '', ...rest] = argv;
  if (!(command in COMMANDS)) {
    const help = ['', '--help', '-h', 'help'].includes(command);
    if (help) io.out(HELP);
    else
      io.err(
        `Unknown command "${command}". Commands: ${Object.keys(COMMANDS).join(', ')}.\n\n${HELP}`,
      );
    return help && command !== '' ? 0 : 2;
  }
  const name = command as Command;
  let values: Record<string, string | boolean | undefined>;
  try {
    const options = {
      ...COMMANDS[name],
      local: { type: 'boolean' },
      stack: text,
      help: { type: 'boolean', short: 'h' },
    } as const;
    ({ values } = parseArgs({ args: rest, options, strict: true }) as { values: typeof values });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    io.out(HELP);
    return 0;
  }

  let backend: LeadsBackend | undefined;
  try {
    backend = values.local
      ? await openLocal(env)
      : await openDeployed(env, values.stack as string | undefined);
    return await runCommand(name, values as Record<string, string | undefined>, backend, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n`);
      return error.message.startsWith('--') ? 2 : 1;
    }
    io.err(`Failed: ${describeFailure(error)}\n`);
    return 1;
  } finally {
    await backend?.close();
  }
}

if (require.main === module) {
  run(
    process.argv.slice(2),
    { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
    process.env,
  ).then((code) => {
    process.exitCode = code;
  });
}
