// Markdown as GitHub renders an issue, for the tests: a real parser (markdown-it with raw HTML
// and literal links on, as GitHub has them), and the patterns GitHub links in the rendered text
// afterwards (mentions, e-mail addresses, issue references), outside code and links.
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

const md = new MarkdownIt({ html: true, linkify: true });
// GitHub links www. and scheme addresses, not a bare domain.
md.linkify.set({ fuzzyLink: false });

export const GITHUB_LINKS = {
  mention: /(?:^|[^\w`])@[a-z0-9]/i,
  email: /[\w.+-]+@[\w-]+\.\w/,
  issue: /(?:^|\W)#\d|\bgh-\d|\w\/\w+#\d/i,
};

/** Every block token, each followed by its inline children. */
export function markdownTokens(markdown: string): Token[] {
  return md.parse(markdown, {}).flatMap((token) => [token, ...(token.children ?? [])]);
}

/** The text the reader sees (with code spans unless `types` says otherwise). */
export function shownText(tokens: Token[], types = ['text', 'code_inline']): string {
  return tokens
    .filter((t) => types.includes(t.type))
    .map((t) => t.content)
    .join('');
}

/** What GitHub would link in that text: `[kind, match]` pairs, empty when nothing. */
export function githubLinked(text: string): [string, string][] {
  return Object.entries(GITHUB_LINKS).flatMap(([kind, pattern]) => {
    const match = pattern.exec(text);
    return match ? [[kind, match[0]] as [string, string]] : [];
  });
}
