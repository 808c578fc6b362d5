// The one escaper of text written into markup (HTML, XML, the CMS's Markdown hints). All five
// characters, so it is safe in text and any quoted attribute; the apostrophe is &#39;, which XML
// and every HTML reader know (&apos; is not HTML 4, which some mail clients still follow).
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
