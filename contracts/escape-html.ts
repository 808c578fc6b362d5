// The one escaper of text written into markup: HTML (the mails, the CMS's pages, the CSP meta
// tag, the inlined logo), XML (the sitemap, the placeholder SVGs) and the CMS's Markdown hints.
// All five characters, so its output is safe in text and in any quoted attribute, whichever
// quote the attribute uses. The apostrophe is &#39;, which XML and every HTML reader know
// (&apos; is not in HTML 4, which some mail clients still follow).
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` made safe for HTML or XML content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
