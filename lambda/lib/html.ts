// Text made safe for HTML content or a quoted attribute: the lead mail's body and the CMS
// login's pages. A module of its own, so a handler that needs only this does not bundle the
// forms' schemas with it.
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
