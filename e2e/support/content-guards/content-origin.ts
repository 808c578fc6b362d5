// Where a text on a page comes from in the content: the guards add it to a problem's message, so
// an editor reads "content/trainers/1.yaml, Alex Martel, field biography[0].info" next to the
// overflowing text instead of a CSS selector.
import path from 'node:path';
import { CONTENT_DIR, loadYamlFiles } from '../../../content-library';

export interface ContentText {
  /** The YAML file, relative to the repository, e.g. `content/trainers/1.yaml`. */
  file: string;
  /** The record's name, title or question, when the text is inside one. */
  entry?: string;
  /** The field's path inside the file, e.g. `biography[0].info`. */
  field: string;
  text: string;
}

const NAME_KEYS = ['name', 'title', 'question', 'label', 'heading'];

/** Every text of every content file in `dir` (entry folders too), with where it is. */
export function contentTexts(dir = CONTENT_DIR): ContentText[] {
  const root = path.resolve(dir, '..');
  const texts: ContentText[] = [];
  const visit = (value: unknown, field: string, file: string, entry?: string): void => {
    if (typeof value === 'string') {
      texts.push({ file, field, text: value, ...(entry ? { entry } : {}) });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${field}[${i}]`, file, entry));
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const named = NAME_KEYS.map((k) => record[k]).find((v) => typeof v === 'string');
      const here = (named as string | undefined) ?? entry;
      for (const [key, item] of Object.entries(record)) {
        visit(item, field ? `${field}.${key}` : key, file, here);
      }
    }
  };
  for (const { file, data } of loadYamlFiles(dir)) {
    visit(data, '', path.relative(root, path.join(dir, file)));
  }
  return texts;
}

const normal = (text: string) =>
  text
    .replace(/\*\*|__|\[|\]\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The content a page's text comes from: the entries whose text holds the page's text, or which
 * the page's text holds (a heading inside a longer element), best first; none for code's text.
 */
export function originOf(shown: string, texts: ContentText[]): ContentText[] {
  const wanted = normal(shown.replace(/^[a-z0-9]+[#.\w-]* "|"$/g, ''));
  if (wanted.length < 4) return [];
  return texts
    .map((t) => ({ t, n: normal(t.text) }))
    .filter(({ n }) => n.length >= 4 && (n.includes(wanted) || wanted.includes(n)))
    .sort((a, b) => b.n.length - a.n.length)
    .map(({ t }) => t);
}

/** ` (from content/x.yaml, entry, field)` for a message, or '' when no content holds the text. */
export function describeOrigin(shown: string, texts: ContentText[]): string {
  const [best] = originOf(shown, texts);
  if (!best) return '';
  return ` (from ${best.file}${best.entry ? `, ${best.entry}` : ''}, field ${best.field})`;
}

/** ` (from …)` for a link or image address: the content text that writes it, if any. */
export function describeAddressOrigin(address: string, texts: ContentText[]): string {
  const bare = address.replace(/^https?:\/\/[^/]+/, '');
  const best = texts.find((t) => t.text.includes(address) || (bare && t.text.includes(bare)));
  if (!best) return '';
  return ` (from ${best.file}${best.entry ? `, ${best.entry}` : ''}, field ${best.field})`;
}
