// `npm run docs:tables`: the CDK settings (infra/lib/settings.ts) and the functions' variables
// (lambda/lib/config.ts) as tables in the docs, between <!-- table:NAME --> and <!-- /table:NAME -->,
// so no one keeps a second copy by hand; a unit test fails while a committed table differs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as markdownPlugin from 'prettier/plugins/markdown';
import { format } from 'prettier/standalone';

import { CONTEXT_KEYS, SETTINGS_SCHEMA } from '../infra/lib/settings-schema';
import {
  CMS_LOGIN_ENV,
  CMS_LOGIN_REFUSED,
  FORMS_ENV,
  FORMS_REFUSED,
  MAIL_ENV,
  TOUR_ENV,
  type Variable,
} from '../lambda/lib/config';
import { paddedTable } from './bench/table';

const root = path.resolve(__dirname, '..');

const code = (value: unknown) => `\`${String(value)}\``;

/** The settings' table, from the schema's metadata (settings.ts). */
export function settingsTable(): string {
  const rows = CONTEXT_KEYS.map((key) => {
    const meta = SETTINGS_SCHEMA.shape[key].unwrap().meta() as Record<string, unknown>;
    const given = 'default' in meta ? code(meta.default) : String(meta.absent ?? 'none');
    return [code(key), given, String(meta.description)];
  });
  return paddedTable(['Key', 'Default', 'Meaning'], rows, { figures: false });
}

/** The functions by what they do, with their variables (the four form handlers share one). */
const READERS: [string, Record<string, Variable>, Record<string, string>?][] = [
  ['form handlers', FORMS_ENV, FORMS_REFUSED],
  ['tour handler', TOUR_ENV],
  ['mail retrier', MAIL_ENV],
  ['CMS login', CMS_LOGIN_ENV, CMS_LOGIN_REFUSED],
];

/** One row per variable, in the readers' order: who requires it, who reads it if set. */
export function variablesTable(): string {
  const rows = new Map<string, [string, string[], string[], string]>();
  for (const [reader, variables] of READERS) {
    for (const [name, variable] of Object.entries(variables)) {
      const row = rows.get(name) ?? [code(name), [], [], variable.meaning];
      row['optional' in variable ? 2 : 1].push(reader);
      rows.set(name, row);
    }
  }
  const cells = [...rows.values()].map((row) => row.map((cell) => [cell].flat().join(', ')));
  return paddedTable(['Variable', 'Required by', 'Read if set by', 'Meaning'], cells, {
    figures: false,
  });
}

export function refusedTable(): string {
  const rows = READERS.flatMap(([name, , refused]) =>
    Object.entries(refused ?? {}).map(([variable, instead]) => [code(variable), name, instead]),
  );
  return paddedTable(['Variable', 'Refused by', 'Because'], rows, { figures: false });
}

/** Each file's tables, by marker name. */
export const TABLES: Record<string, Record<string, () => string>> = {
  'infra/docs/settings.md': { settings: settingsTable },
  'lambda/README.md': { variables: variablesTable, refused: refusedTable },
};

/** `file`'s `markdown` with the table `name` replaced by `table`; an error when a marker is missing. */
export function withTable(markdown: string, name: string, table: string, file: string): string {
  const start = `<!-- table:${name} -->`;
  const end = `<!-- /table:${name} -->`;
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`${file} has no ${start} ... ${end} markers`);
  return `${markdown.slice(0, from + start.length)}\n\n${table}\n\n${markdown.slice(to)}`;
}

// Prettier's standalone build with its Markdown plugin: the full package imports its plugins
// dynamically, which Jest's CommonJS runtime cannot. The options are the repository's own.
const PRETTIER_OPTIONS = JSON.parse(readFileSync(path.join(root, '.prettierrc.json'), 'utf8'));

const fromDisk = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Each file with tables, as `read` gives it and as `npm run docs:tables` makes it, formatted. */
async function generated(read = fromDisk) {
  const options = { ...PRETTIER_OPTIONS, parser: 'markdown', plugins: [markdownPlugin] };
  return Promise.all(
    Object.entries(TABLES).map(async ([file, tables]) => {
      const committed = read(file);
      let text = committed;
      for (const [name, render] of Object.entries(tables))
        text = withTable(text, name, render(), file);
      return { file, committed, expected: await format(text, options) };
    }),
  );
}

/** The files whose tables (as `read` gives them) differ from what the code declares. */
export async function staleFiles(read = fromDisk): Promise<string[]> {
  const files = await generated(read);
  return files.filter((f) => f.expected !== f.committed).map((f) => f.file);
}

async function main(): Promise<void> {
  for (const { file, committed, expected } of await generated()) {
    if (expected === committed) continue;
    writeFileSync(path.join(root, file), expected);
    console.log(`Wrote the tables of ${file}`);
  }
}

// A failure is Node's unhandled rejection: its stack printed, exit code 1.
if (require.main === module) void main();
