import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parseSettings } from '../../infra/lib/settings';
import { paddedTable } from '../bench/table';
import { settingsTable, staleFiles, variablesTable, withTable } from '../docs-tables';

const root = path.resolve(__dirname, '../..');

describe('the generated reference tables', () => {
  it('are what `npm run docs:tables` writes', async () => {
    const stale = await staleFiles();
    expect(stale.map((file) => `${file}: run npm run docs:tables`)).toEqual([]);
  });

  it('find a table edited by hand', async () => {
    const read = (file: string) => {
      const committed = readFileSync(path.join(root, file), 'utf8');
      return file === 'lambda/README.md'
        ? committed.replace('`MAIL_CONFIGURATION_SET`', '`MAIL_CONFIG_SET`')
        : committed;
    };
    expect(await staleFiles(read)).toEqual(['lambda/README.md']);
  });

  it('replace only what lies between the markers, and name a missing marker', () => {
    const markdown = 'before\n<!-- table:x -->\nold\n<!-- /table:x -->\nafter\n';
    expect(withTable(markdown, 'x', 'new', 'x.md')).toBe(
      'before\n<!-- table:x -->\n\nnew\n\n<!-- /table:x -->\nafter\n',
    );
    expect(() => withTable('no markers', 'x', 'new', 'x.md')).toThrow(
      'x.md has no <!-- table:x -->',
    );
  });

  it('escape a pipe inside a cell', () => {
    expect(paddedTable(['a'], [['x|y']], { figures: false })).toBe('| a    |\n| ---- |\n| x\\|y |');
  });

  it('give each setting the default a synth applies', () => {
    const table = settingsTable();
    const defaults = parseSettings(() => undefined);
    const row = (key: 'apiBurstLimit' | 'senderEmail') =>
      new RegExp(`\\| \`${key}\` +\\| \`${defaults[key]}\` +\\|`);
    expect(table).toMatch(row('apiBurstLimit'));
    expect(table).toMatch(row('senderEmail'));
    expect(table).toMatch(/\| `domainName` +\| none; \*\*required to deploy\*\*/);
  });

  it('say which functions require a variable, the configuration set included', () => {
    expect(variablesTable()).toMatch(
      /\| `MAIL_CONFIGURATION_SET` +\| form handlers, mail retrier +\| +\|/,
    );
  });
});
