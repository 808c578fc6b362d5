// Content in the Markdown the pipeline posts to GitHub (the editor's issue, the job summary):
// whatever an entry's name, a key, a file name or a message holds, it reads as the text it is.
// It can add no @mention (GitHub would mail that person), no link, no HTML, no issue reference,
// and cannot close a code span or start a new line of Markdown.
//
// GitHub links mentions, e-mail addresses and issue references after rendering, in the text a
// backslash escape leaves, so those are broken with an invisible WORD JOINER instead: the reader
// sees the same characters, and GitHub's patterns no longer match.
import { oneLine } from '../../contracts/one-line';

const WORD_JOINER = '\u2060';

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
    .replace(LINKED, `$&${WORD_JOINER}`);
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
