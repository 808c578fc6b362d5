import { readFileSync } from 'node:fs';
import path from 'node:path';

import { SETTING_MEANINGS } from '../../infra/lib/settings-meanings';
import { CONTEXT_KEYS, propertySchema } from '../../infra/lib/settings-schema';
import {
  markdownTable,
  settingsTable,
  staleFiles,
  variablesTable,
  withTable,
} from '../docs-tables';

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
    expect(withTable(markdown, 'x', 'new')).toBe(
      'before\n<!-- table:x -->\n\nnew\n\n<!-- /table:x -->\nafter\n',
    );
    expect(() => withTable('no markers', 'x', 'new')).toThrow('no <!-- table:x -->');
  });

  it('escape a pipe inside a cell', () => {
    expect(markdownTable(['a'], [['x|y']])).toBe('| a |\n| --- |\n| x\\|y |');
  });

  it('give every setting its default from the schema, and words only where it has none', () => {
    const table = settingsTable();
    for (const key of CONTEXT_KEYS) {
      const given = propertySchema(key).default;
      if (given !== undefined) {
        expect(SETTING_MEANINGS[key].absent).toBeUndefined();
        expect(table).toContain(`| \`${key}\` | \`${String(given)}\` |`);
      }
    }
  });

  it('say which functions require a variable, the configuration set included', () => {
    expect(variablesTable()).toMatch(
      /\| `MAIL_CONFIGURATION_SET` \| form handlers, mail retrier \| +\|/,
    );
  });

  it("give a setting's allowed values from its schema", () => {
    expect(settingsTable()).toMatch(
      /`wafEvaluationWindowSeconds` .* \(one of `60`, `120`, `300`, `600`\) \|/,
    );
  });
});
