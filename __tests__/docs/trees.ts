// A guide's folder tree: a fenced block (no language, or `text`) whose first line names a folder
// (`name/`), each later line an entry (a name, then what it holds) or the continuation of the one
// before (indented to where that entry's description starts). Indentation says which folder an
// entry is in; box-drawing trees (├── name) are read the same way.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

type Line = { line: number; text: string };
type Entry = { line: number; path: string; top: boolean };

/** A line with a box-drawing tree's glyphs as spaces, so its indentation reads as any tree's. */
const plain = (text: string) => text.replace(/[│├└─┬]/g, ' ');

/** The fenced blocks that draw a folder tree: their lines, numbered from 1 in the guide. */
export function treesIn(markdown: string): Line[][] {
  const trees: Line[][] = [];
  let block: Line[] | undefined;
  let info = '';
  markdown.split('\n').forEach((text, i) => {
    const fence = /^\s*(?:```|~~~)\s*(\S*)/.exec(text);
    if (fence && block === undefined) {
      [block, info] = [[], fence[1]!];
    } else if (fence) {
      const first = plain(block![0]?.text ?? '')
        .trim()
        .split(/\s/)[0]!;
      if (['', 'text', 'tree'].includes(info) && /^[\w.-][^\s:]*\/$/.test(first)) {
        trees.push(block!);
      }
      block = undefined;
    } else {
      block?.push({ line: i + 1, text });
    }
  });
  return trees;
}

/** A name a tree cannot be checked by: a glob, a placeholder or an ellipsis. */
const UNCHECKED = /[*?<>{}()[\]$]|\.\.\./;

/** The entries a tree names that can be checked, each as a path from the tree's root. */
export function entriesOf(tree: Line[]): Entry[] {
  const entries: Entry[] = [];
  const open: { indent: number; path: string | undefined }[] = [];
  let continuedFrom = Infinity;
  for (const { line, text } of tree) {
    const match = /^( *)(\S+)( +)?(\S)?/.exec(plain(text));
    if (!match) continue;
    const [, indent, name, gap] = match as unknown as [string, string, string, string?];
    // Indented to the description column of the entry before: more of its description.
    if (indent.length >= continuedFrom) continue;
    continuedFrom = match[4] ? indent.length + name.length + gap!.length : Infinity;
    while (open.length && open.at(-1)!.indent >= indent.length) open.pop();
    const parent = open.at(-1);
    const top = parent === undefined;
    const named =
      UNCHECKED.test(name) || (parent && parent.path === undefined)
        ? undefined
        : path.posix.join(parent?.path ?? '', name);
    open.push({ indent: indent.length, path: named });
    if (named !== undefined) entries.push({ line, path: named, top });
  }
  return entries;
}

const exists = (root: string, rel: string) =>
  existsSync(path.join(root, rel)) &&
  (!rel.endsWith('/') || statSync(path.join(root, rel)).isDirectory());

/**
 * What the trees of `guide` name that does not exist under `root`, one line each. A tree's root
 * is the guide's folder or one above it, whichever holds most of the tree's top-level entries
 * (the repository's root on a tie, where this repository's trees start).
 */
export function staleTrees(
  root: string,
  guide: string,
  markdown: string,
  ignored: (rel: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const tree of treesIn(markdown)) {
    const entries = entriesOf(tree);
    const tops = entries.filter((entry) => entry.top);
    const folders = [''].concat(
      path
        .dirname(guide)
        .split('/')
        .map((_, i, parts) => parts.slice(0, parts.length - i).join('/'))
        .filter((folder) => folder !== '.'),
    );
    const score = (folder: string) =>
      tops.filter((entry) => exists(root, path.posix.join(folder, entry.path))).length;
    const base = folders.reduce((best, folder) => (score(folder) > score(best) ? folder : best));
    const missing: string[] = [];
    for (const entry of entries) {
      const rel = path.posix.join(base, entry.path);
      if (missing.some((folder) => rel.startsWith(folder)) || ignored(rel.replace(/\/$/, ''))) {
        continue;
      }
      if (!exists(root, rel)) {
        missing.push(rel.endsWith('/') ? rel : `${rel}/`);
        problems.push(
          `${guide}:${entry.line}: the folder tree names \`${rel}\`, which does not exist`,
        );
      }
    }
  }
  return problems;
}
