// The built HTML files, read with parse5 keeping source offsets, so a step edits where the parser
// found something and leaves the rest byte for byte.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

export const parseWithOffsets = (html: string) => parse(html, { sourceCodeLocationInfo: true });

export const isElement = (node: Node): node is Element => 'tagName' in node;

/** In document order, template contents included. */
export function elements(root: Node): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) found.push(node);
    const children = 'childNodes' in node ? node.childNodes : [];
    children.forEach(walk);
    if (isElement(node) && node.tagName === 'template' && 'content' in node) walk(node.content);
  };
  walk(root);
  return found;
}

export const attributesOf = (element: Element) =>
  Object.fromEntries(element.attrs.map((a) => [a.name, a.value]));

export const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/** Rewrites each HTML file under `dir` with `edit` (undefined: left as is); returns how many changed. */
export function rewriteHtmlFiles(
  dir: string,
  edit: (html: string, file: string) => string | undefined,
): number {
  let changed = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const updated = edit(html, file);
    if (updated === undefined || updated === html) continue;
    writeFileSync(file, updated);
    changed += 1;
  }
  return changed;
}
