// After `gatsby build`: gives every HTML file in public/ its own Content-Security-Policy meta
// tag, which allows the sha256 hashes of exactly the inline scripts of that file (Gatsby's differ
// per page), so no page needs 'unsafe-inline' for scripts. The rest of the policy, and the header
// part, come from edge/content-security-policy.ts. Run by gatsby-node's onPostBuild.
//
// The HTML is read with parse5, the HTML standard's parser, so a script counts exactly when a
// browser would find it (not inside comments, <noscript>, <style> or <textarea>); the file is
// edited by the parser's source offsets, so everything else stays byte for byte as Gatsby wrote it.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { metaContentSecurityPolicy, NO_OPTIONAL_FEATURES, type CspFeatures } from '../../edge';
import { escapeHtml } from '../../contracts/escape-html';
import {
  attributesOf,
  elements,
  htmlFiles,
  isElement,
  parseWithOffsets,
  type Element,
} from './parse';

export interface InlineScript {
  /** Attribute names as the parser gives them (lower case); the first of a repeated one wins. */
  attributes: Record<string, string>;
  /** The script's text exactly as written between its start and end tags. */
  text: string;
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
  return elements(parseWithOffsets(html)).flatMap((element) => {
    const attributes = attributesOf(element);
    const where = element.sourceCodeLocation;
    if (element.tagName !== 'script' || 'src' in attributes || !isExecutedScriptType(attributes)) {
      return [];
    }
    if (!where?.startTag) return [];
    const end = where.endTag?.startOffset ?? where.endOffset;
    return [{ attributes, text: html.slice(where.startTag.endOffset, end) }];
  });
}

/** The CSP hash source of a script's text, as browsers compute it (UTF-8, newlines as LF). */
export function cspHash(scriptText: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the script ever sees its text.
  const text = scriptText.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const isCspMeta = (element: Element) =>
  element.tagName === 'meta' &&
  (attributesOf(element)['http-equiv'] ?? '').trim().toLowerCase() === 'content-security-policy';

/** The meta tag for a page with these inline scripts. */
export function cspMetaTag(
  scripts: readonly InlineScript[],
  features: Readonly<CspFeatures> = NO_OPTIONAL_FEATURES,
): string {
  const policy = metaContentSecurityPolicy(
    scripts.map((script) => cspHash(script.text)),
    features,
  );
  return `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}"/>`;
}

export class CspMetaError extends Error {
  override name = 'CspMetaError';
}

/**
 * Returns `html` with one CSP meta tag (replacing any there was) as early in <head> as possible:
 * after a leading `<meta charset>`, else right after `<head>`, so before every script. Returns
 * undefined for an HTML fragment (no <html>, <head> or doctype), which is no page of its own.
 */
export function addCspMetaToHtml(
  html: string,
  features: Readonly<CspFeatures> = NO_OPTIONAL_FEATURES,
): string | undefined {
  // Drop earlier CSP meta tags (from a previous run), last first so offsets stay valid.
  let cleaned = html;
  for (const meta of elements(parseWithOffsets(html)).filter(isCspMeta).reverse()) {
    const where = meta.sourceCodeLocation!;
    cleaned = cleaned.slice(0, where.startOffset) + cleaned.slice(where.endOffset);
  }

  const doc = parseWithOffsets(cleaned);
  const root = doc.childNodes.find(isElement)!;
  const head = root.childNodes.filter(isElement).find((e) => e.tagName === 'head')!;
  // The parser supplies <html> and <head> when the source has none; only a written one counts.
  if (!head.sourceCodeLocation?.startTag) {
    const isDocument =
      Boolean(root.sourceCodeLocation) ||
      doc.childNodes.some((n) => n.nodeName === '#documentType');
    if (isDocument) throw new CspMetaError('an HTML document without a <head> start tag');
    return undefined;
  }
  const first = head.childNodes.find(isElement);
  const afterCharset =
    first?.tagName === 'meta' && 'charset' in attributesOf(first) && first.sourceCodeLocation;
  const at = afterCharset ? afterCharset.endOffset : head.sourceCodeLocation.startTag.endOffset;
  const meta = cspMetaTag(inlineScripts(cleaned), features);
  return cleaned.slice(0, at) + meta + cleaned.slice(at);
}

export interface AddCspMetaResult {
  /** Pages that got (or already had) their CSP meta tag, relative to publicDir. */
  pages: string[];
  /** HTML fragments without a document around them (Gatsby's _gatsby/slices/), left as they are. */
  fragments: string[];
}

/**
 * Adds (or refreshes) the CSP meta tag in every HTML file under `publicDir`. Idempotent.
 * `features`: the plugin's `analytics` option, from the build's ANALYTICS_ID.
 */
export function addCspMeta(
  publicDir: string,
  features: Readonly<CspFeatures> = NO_OPTIONAL_FEATURES,
): AddCspMetaResult {
  const result: AddCspMetaResult = { pages: [], fragments: [] };
  for (const file of htmlFiles(publicDir).sort()) {
    const name = relative(publicDir, file);
    const html = readFileSync(file, 'utf8');
    let updated: string | undefined;
    try {
      updated = addCspMetaToHtml(html, features);
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
