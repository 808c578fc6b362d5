// Each page's CSP meta tag with the hashes of its own inline scripts, so no page needs
// 'unsafe-inline' (kept: it answers script injection). Edits go by parse5's source offsets.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { metaContentSecurityPolicy, NO_OPTIONAL_FEATURES, type CspFeatures } from '../../edge';
import { escapeHtml } from '../../contracts/escape-html';
import {
  attributesOf,
  elements,
  isElement,
  parseWithOffsets,
  rewriteHtmlFiles,
  type Element,
} from './parse';

// The HTML standard's JavaScript MIME type essences, and the other types script-src checks.
const CHECKED_TYPE =
  /^((application|text)\/(x-)?(ecma|java)script|text\/(javascript1\.[0-5]|jscript|livescript)|module|importmap|speculationrules)$/;

/** Whether script-src governs an inline script with these attributes (not a data block). */
export function isExecutedScriptType({ type, language }: Record<string, string>): boolean {
  const effective = type === undefined ? (language ? `text/${language}` : '') : type.trim();
  return CHECKED_TYPE.test((effective || 'text/javascript').toLowerCase());
}

/** The text of each inline script that script-src governs. */
export function inlineScripts(html: string): string[] {
  return elements(parseWithOffsets(html)).flatMap((element) => {
    const attributes = attributesOf(element);
    const where = element.sourceCodeLocation;
    if (element.tagName !== 'script' || 'src' in attributes || !isExecutedScriptType(attributes)) {
      return [];
    }
    if (!where?.startTag) return [];
    const end = where.endTag?.startOffset ?? where.endOffset;
    return [html.slice(where.startTag.endOffset, end)];
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

export function cspMetaTag(
  scripts: readonly string[],
  features: Readonly<CspFeatures> = NO_OPTIONAL_FEATURES,
): string {
  const policy = metaContentSecurityPolicy(scripts.map(cspHash), features);
  return `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}"/>`;
}

/** `html` with one CSP meta tag first in <head> (after a <meta charset>); undefined for a fragment. */
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
    if (isDocument) throw new Error('an HTML document without a <head> start tag');
    return undefined;
  }
  const first = head.childNodes.find(isElement);
  const afterCharset =
    first?.tagName === 'meta' && 'charset' in attributesOf(first) && first.sourceCodeLocation;
  const at = afterCharset ? afterCharset.endOffset : head.sourceCodeLocation.startTag.endOffset;
  const meta = cspMetaTag(inlineScripts(cleaned), features);
  return cleaned.slice(0, at) + meta + cleaned.slice(at);
}

/** Adds (or refreshes) the CSP meta tag in every HTML file; `features` from the build's ANALYTICS_ID. */
export function addCspMeta(
  publicDir: string,
  features: Readonly<CspFeatures> = NO_OPTIONAL_FEATURES,
) {
  const result = { pages: [] as string[], fragments: [] as string[] };
  rewriteHtmlFiles(publicDir, (html, file) => {
    try {
      const updated = addCspMetaToHtml(html, features);
      result[updated === undefined ? 'fragments' : 'pages'].push(relative(publicDir, file));
      return updated;
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
  });
  return result;
}
