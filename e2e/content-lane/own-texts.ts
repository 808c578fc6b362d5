// Tells which built pages show which content file, by the file's own words: each free text of a
// file gives its longest run of plain words that no other file holds, and each image the file
// alone names gives its built name, so a page whose HTML or page data holds one shows the file.
import fs from 'node:fs';
import path from 'node:path';
import { loadYamlFiles } from '../../content-library';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * Free text, as far as the build sees it: words, not an address, a path, a time, a text with
 * `{placeholders}` or a name that another file refers to (a class's name in the schedule).
 */
const isFreeText = (text: string, uses: Map<string, number>) =>
  text.length >= 12 && / /.test(text) && !/:\/\/|@|^\.?\/|\{/.test(text) && uses.get(text) === 1;

/** An image a content file names (`./images/classes/schedule.png`), relative to the file. */
const IMAGE = /^\.\/images\/(.+\/)?[^/]+\.(jpe?g|png|webp|gif|svg)$/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text as a reader of the page gets it: entities decoded, React's `<!-- -->` gone, one space. */
export function asRead(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(Number(name.replace(/^#x/i, '0x').replace('#', '')))
        : (ENTITIES[name] ?? (name === 'nbsp' ? ' ' : entity)),
    )
    .replace(/\s+/g, ' ');
}

/**
 * The runs of a text that a page shows as they are: words, spaces, commas and full stops, none
 * of the Markdown, quotes or dashes that rendering may change.
 */
const plainRuns = (text: string) =>
  asRead(text)
    .split(/[^\p{L}\p{N} ,.]+/u)
    .map((run) => run.trim())
    .filter((run) => run.length >= 12 && / /.test(run));

/**
 * Each file of `contentDir` that has free text or an image of its own, by its path from the
 * repository (`content/faq/parking.yaml`), with what a page holds if and only if it shows that
 * file: a run of its words no other file holds, or an image's built name (`/alex-martel.`).
 */
export function ownTexts(contentDir: string): Map<string, string[]> {
  const texts = new Map(loadYamlFiles(contentDir).map(({ file, data }) => [file, strings(data)]));
  const uses = new Map<string, number>();
  for (const text of [...texts.values()].flat()) uses.set(text, (uses.get(text) ?? 0) + 1);
  const whole = new Map([...texts].map(([file, all]) => [file, asRead(all.join('\n'))]));
  const imageNames = [...uses.keys()]
    .filter((text) => IMAGE.test(text))
    .map((image) => `/${path.posix.basename(image).replace(/\.[^.]+$/, '')}.`);
  const found = new Map<string, string[]>();
  for (const [file, all] of texts) {
    const elsewhere = (run: string) =>
      [...whole].some(([other, text]) => other !== file && text.includes(run));
    const own = all.flatMap((text) => {
      if (IMAGE.test(text)) {
        const name = `/${path.posix.basename(text).replace(/\.[^.]+$/, '')}.`;
        const shared = uses.get(text)! > 1 || imageNames.filter((n) => n === name).length > 1;
        return shared ? [] : [name];
      }
      if (!isFreeText(text, uses)) return [];
      const run = plainRuns(text)
        .filter((candidate) => !elsewhere(candidate))
        .sort((a, b) => b.length - a.length)[0];
      return run ? [run] : [];
    });
    if (own.length > 0) found.set(`content/${file}`, own);
  }
  return found;
}

/** Each built page's route (`/faq/`), by its index.html. */
function builtRoutes(dir: string, under = ''): string[] {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${under}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'page-data' || entry.name === 'static' ? [] : builtRoutes(dir, rel);
    return entry.name === 'index.html' ? [`${under}/`] : [];
  });
}

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

/** Each built route of `dir` with what it holds, its HTML and its page data, as read. */
export function builtPages(dir: string): Map<string, string> {
  return new Map(
    builtRoutes(dir).map((route) => {
      const data = readIfThere(
        path.join(dir, 'page-data', route === '/' ? 'index' : route, 'page-data.json'),
      );
      const dataTexts = data ? strings(JSON.parse(data)).join('\n') : '';
      return [route, asRead(`${readIfThere(path.join(dir, route, 'index.html'))}\n${dataTexts}`)];
    }),
  );
}
