// After `gatsby build`: gives every HTML file in public/ its own Content-Security-Policy meta
// tag, which allows the sha256 hashes of exactly the inline scripts of that file (Gatsby's differ
// per page), so no page needs 'unsafe-inline' for scripts. The rest of the policy, and the header
// part, come from infra/edge/content-security-policy.ts. Run by gatsby-node's onPostBuild.
//
// A small tokenizer rather than a full HTML parser: it follows the HTML rules that decide what a
// browser runs (comments, raw-text elements such as <noscript> and <style>, the script type),
// which is all this needs. It does not model the "escaped" script states (`<!--<script>` inside
// a script), which Gatsby's output never has.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { metaContentSecurityPolicy } from '../../infra/edge/content-security-policy';

export interface Tag {
  /** Lower-case element name. */
  name: string;
  /** Lower-case attribute names; values as written (first occurrence wins, as in browsers). */
  attributes: Record<string, string>;
  /** Offsets of the start tag in the document: `html.slice(start, end)` is the tag. */
  start: number;
  end: number;
}

export interface InlineScript {
  tag: Tag;
  /** The script's text exactly as written between its start and end tags. */
  text: string;
}

// Elements whose content the tokenizer reads as plain text up to their end tag (<noscript> too,
// because browsers with scripting enabled do, so a <script> inside one never runs).
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);

const NAME_START = /[a-zA-Z]/;
const WHITESPACE = /[\t\n\f\r ]/;

/** Parses the start tag at `lt` (a `<` followed by a letter); returns the tag and its end. */
function readStartTag(html: string, lt: number): Tag {
  let i = lt + 1;
  let name = '';
  while (i < html.length && !WHITESPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>') {
    name += html[i++];
  }
  const attributes: Record<string, string> = {};
  while (i < html.length) {
    while (i < html.length && (WHITESPACE.test(html[i]!) || html[i] === '/')) i++;
    if (i >= html.length || html[i] === '>') break;
    let attr = '';
    // An attribute name may start with '='; it ends at whitespace, '/', '>' or a later '='.
    do attr += html[i++];
    while (i < html.length && !/[\t\n\f\r />=]/.test(html[i]!));
    let j = i;
    while (j < html.length && WHITESPACE.test(html[j]!)) j++;
    let value = '';
    if (html[j] === '=') {
      j++;
      while (j < html.length && WHITESPACE.test(html[j]!)) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(j + 1, stop);
        j = stop + 1;
      } else {
        while (j < html.length && !WHITESPACE.test(html[j]!) && html[j] !== '>') value += html[j++];
      }
      i = j;
    }
    const key = attr.toLowerCase();
    if (!(key in attributes)) attributes[key] = value;
  }
  return { name: name.toLowerCase(), attributes, start: lt, end: Math.min(i + 1, html.length) };
}

/** Where the raw text of a `name` element that starts at `from` ends (its end tag's `<`). */
function rawTextEnd(html: string, name: string, from: number): number {
  const endTag = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'gi');
  endTag.lastIndex = from;
  return endTag.exec(html)?.index ?? html.length;
}

/** Every start tag of the document, in order, outside comments and raw text. */
export function startTags(html: string): { tag: Tag; text?: string }[] {
  const tags: { tag: Tag; text?: string }[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      // '<!-->' and '<!--->' are complete (empty) comments.
      const abrupt = ['<!-->', '<!--->'].find((c) => html.startsWith(c, lt));
      const close = html.indexOf('-->', lt + 4);
      if (abrupt) i = lt + abrupt.length;
      else i = close === -1 ? html.length : close + 3;
    } else if (
      next === '!' ||
      next === '?' ||
      (next === '/' && NAME_START.test(html[lt + 2] ?? ''))
    ) {
      // Doctype, bogus comment, processing instruction or end tag: skip to its '>'.
      const close = html.indexOf('>', lt + 2);
      i = close === -1 ? html.length : close + 1;
    } else if (NAME_START.test(next)) {
      const tag = readStartTag(html, lt);
      i = tag.end;
      if (RAW_TEXT.has(tag.name)) {
        const end = tag.name === 'plaintext' ? html.length : rawTextEnd(html, tag.name, i);
        tags.push({ tag, text: html.slice(i, end) });
        i = end;
      } else {
        tags.push({ tag });
      }
    } else {
      i = lt + 1;
    }
  }
  return tags;
}

// The JavaScript MIME type essences of the HTML standard.
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

// Inline script types that browsers check against script-src besides JavaScript.
const OTHER_CHECKED_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/**
 * Whether a browser runs (or checks against script-src) an inline script with these attributes:
 * classic and module scripts, import maps and speculation rules; not data blocks such as
 * `application/ld+json`.
 */
export function isExecutedScriptType(attributes: Record<string, string>): boolean {
  const type = attributes.type;
  const language = attributes.language;
  let effective: string;
  if (type === undefined) {
    effective = language ? `text/${language}` : 'text/javascript';
  } else {
    effective = type.trim() === '' ? 'text/javascript' : type.trim();
  }
  effective = effective.toLowerCase();
  return JAVASCRIPT_TYPES.has(effective) || OTHER_CHECKED_TYPES.has(effective);
}

/** The inline scripts a browser would execute: no `src`, and a script type (not a data block). */
export function inlineScripts(html: string): InlineScript[] {
  return startTags(html).flatMap(({ tag, text }) =>
    tag.name === 'script' &&
    text !== undefined &&
    !('src' in tag.attributes) &&
    isExecutedScriptType(tag.attributes)
      ? [{ tag, text }]
      : [],
  );
}

/** The CSP hash source of a script's text, as browsers compute it (UTF-8, newlines as LF). */
export function cspHash(scriptText: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the script ever sees its text.
  const text = scriptText.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const isCspMeta = (tag: Tag) =>
  tag.name === 'meta' &&
  (tag.attributes['http-equiv'] ?? '').trim().toLowerCase() === 'content-security-policy';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The meta tag for a page with these inline scripts. */
export function cspMetaTag(scripts: readonly InlineScript[]): string {
  const policy = metaContentSecurityPolicy(scripts.map((script) => cspHash(script.text)));
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
}

export class CspMetaError extends Error {
  override name = 'CspMetaError';
}

/**
 * Returns `html` with one CSP meta tag (replacing any there was) as early in <head> as possible:
 * after a leading `<meta charset>`, else right after `<head>`, so before every script. Returns
 * undefined for an HTML fragment (no <html>, <head> or doctype), which is no page of its own.
 */
export function addCspMetaToHtml(html: string): string | undefined {
  // Drop earlier CSP meta tags (from a previous run), last first so offsets stay valid.
  let cleaned = html;
  for (const { tag } of startTags(html)
    .filter(({ tag }) => isCspMeta(tag))
    .reverse()) {
    cleaned = cleaned.slice(0, tag.start) + cleaned.slice(tag.end);
  }

  const tags = startTags(cleaned);
  const headIndex = tags.findIndex(({ tag }) => tag.name === 'head');
  if (headIndex === -1) {
    const isDocument = tags.some(({ tag }) => tag.name === 'html') || /^\s*<!doctype/i.test(html);
    if (isDocument) throw new CspMetaError('an HTML document without a <head> start tag');
    return undefined;
  }
  const head = tags[headIndex]!.tag;
  const first = tags[headIndex + 1]?.tag;
  const before = first && first.name === 'meta' && 'charset' in first.attributes ? first : head;
  const meta = cspMetaTag(inlineScripts(cleaned));
  return cleaned.slice(0, before.end) + meta + cleaned.slice(before.end);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.isFile() && entry.name.toLowerCase().endsWith('.html') ? [path] : [];
  });
}

export interface AddCspMetaResult {
  /** Pages that got (or already had) their CSP meta tag, relative to publicDir. */
  pages: string[];
  /** HTML fragments without a document around them (Gatsby's _gatsby/slices/), left as they are. */
  fragments: string[];
}

/** Adds (or refreshes) the CSP meta tag in every HTML file under `publicDir`. Idempotent. */
export function addCspMeta(publicDir: string): AddCspMetaResult {
  const result: AddCspMetaResult = { pages: [], fragments: [] };
  for (const file of htmlFiles(publicDir).sort()) {
    const name = relative(publicDir, file);
    const html = readFileSync(file, 'utf8');
    let updated: string | undefined;
    try {
      updated = addCspMetaToHtml(html);
    } catch (error) {
      if (error instanceof CspMetaError) throw new CspMetaError(`${file}: ${error.message}`);
      throw error;
    }
    if (updated === undefined) {
      result.fragments.push(name);
      continue;
    }
    if (updated !== html) writeFileSync(file, updated);
    result.pages.push(name);
  }
  return result;
}
