// Marks a copy of the content so a build tells which pages show which file: every free text of
// a file, and the name of every image it names, gets that file's own mark (`zq007x`), so a page
// whose HTML or page data holds the mark changes when an editor saves the file.
import fs from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';

/** A file's mark: short, a word of its own in any text, and never in the site's code. */
const mark = (index: number) => `zq${String(index).padStart(3, '0')}x`;
export const MARK = /zq\d{3}x/g;

/** Every YAML file under `dir` (not the schemas), relative to it, `/`-separated. */
function yamlFiles(dir: string, under = ''): string[] {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const rel = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name === 'schema' || entry.name === 'images' ? [] : yamlFiles(dir, rel);
    return /\.ya?ml$/.test(entry.name) ? [rel] : [];
  });
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * Free text, as far as the build sees it: words, not an address, a path, a time, a text with
 * `{placeholders}` or a name that another file refers to (a class's name in the schedule), which
 * must stay as they are.
 */
const isFreeText = (text: string, uses: Map<string, number>) =>
  text.length >= 12 && / /.test(text) && !/:\/\/|@|^\.?\/|\{/.test(text) && uses.get(text) === 1;

function marked(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => marked(item, replace));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, marked(v, replace)]));
  return value;
}

/** An image a content file names (`./images/classes/schedule.png`), relative to the file. */
const IMAGE = /^\.\/images\/(.+\/)?[^/]+\.(jpe?g|png|webp|gif|svg)$/i;

/**
 * The image `ref` under a name that starts with `own`: a copy beside it, whose built files keep
 * the name, so a page that shows the image (and no text of the file) holds the mark too.
 */
function markedImage(contentDir: string, ref: string, own: string): string {
  const marked = path.posix.join(path.posix.dirname(ref), `${own}-${path.posix.basename(ref)}`);
  fs.copyFileSync(path.join(contentDir, ref), path.join(contentDir, marked));
  return `./${marked}`;
}

/**
 * Marks each file of `contentDir` in place and returns each file's mark, by its path from the
 * repository (`content/faq/parking.yaml`). A mark takes the first characters of each text, so a
 * text keeps its length (and any schema's limit). A file with no free text or image gets none.
 */
export function plantMarks(contentDir: string): Map<string, string> {
  const files = yamlFiles(contentDir);
  const data = new Map(
    files.map((file) => [file, parse(fs.readFileSync(path.join(contentDir, file), 'utf8'))]),
  );
  const uses = new Map<string, number>();
  for (const text of [...data.values()].flatMap(strings)) uses.set(text, (uses.get(text) ?? 0) + 1);
  const marks = new Map<string, string>();
  files.forEach((file, index) => {
    const own = mark(index);
    let planted = false;
    const next = marked(data.get(file), (text) => {
      if (IMAGE.test(text)) {
        planted = true;
        return markedImage(contentDir, text, own);
      }
      if (!isFreeText(text, uses)) return text;
      planted = true;
      return `${own} ${text.slice(own.length + 1)}`;
    });
    if (!planted) return;
    fs.writeFileSync(path.join(contentDir, file), stringify(next));
    marks.set(`content/${file}`, own);
  });
  return marks;
}
