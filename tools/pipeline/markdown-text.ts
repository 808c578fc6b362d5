// Content as plain text in the Markdown posted to GitHub: no @mention, link, HTML or issue
// reference, no closed code span or new line. What GitHub links after rendering (mentions, issues,
// addresses) is broken by an invisible WORD JOINER, since a backslash escape does not stop it.
import { oneLine } from '../../contracts/one-line';

/** The characters that open or close Markdown or GFM inline syntax wherever they stand. */
const INLINE = /[\\`*_~[\]<>&|#$]/g;

/** A list item, heading underline or numbered item when the text starts a line. */
const LINE_START = /^(\d*)([-+=.)])/;

/** What GitHub links in rendered text: mentions and e-mail (@), issues (#1, GH-1), URLs. */
const LINKED = /([@#])|(:)(?=\/\/)|\b(www)(?=\.)|\b(gh)(?=-\d)/gi;

/** Content as plain text in GitHub Markdown. */
export function markdownText(text: string): string {
  return oneLine(text)
    .trim()
    .replace(INLINE, '\\$&')
    .replace(LINE_START, '$1\\$2')
    .replace(LINKED, '$&\u2060');
}

/** Content as an inline code span (a file name), whatever backticks it holds. */
export function markdownCode(text: string): string {
  const line = oneLine(text);
  const longest = Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // A space on each side, which Markdown strips, keeps a leading or trailing backtick or space.
  const pad = /^[` ]|[` ]$/.test(line) ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}
