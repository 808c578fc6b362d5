// The Markdown editors may write in some fields, made HTML at build time by markdown-it: raw HTML
// is escaped and links go only to this site, https://, mailto: or tel:, so no field adds a script.
import MarkdownIt from 'markdown-it';

/** Link targets a content field may use: a site path or #anchor, https://, mailto: or tel:. */
const ALLOWED_LINK = /^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/;

const md = new MarkdownIt('commonmark', { html: false });
md.validateLink = (url) => ALLOWED_LINK.test(url);

// Links to other sites open in a new tab, safely, and say so to screen-reader users, as the
// site's ExternalLink component does.
const external = (href: string | null) => href !== null && href.startsWith('https://');
md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  if (external(token.attrGet('href'))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, idx, options);
};
md.renderer.rules.link_close = (tokens, idx, options, _env, self) => {
  let open = idx - 1;
  while (open >= 0 && tokens[open]!.type !== 'link_open') open -= 1;
  const note = external(tokens[open]?.attrGet('href') ?? null)
    ? '<span class="visually-hidden"> (opens in a new tab)</span>'
    : '';
  return note + self.renderToken(tokens, idx, options);
};

export function renderMarkdown(text: string): string {
  return md.render(text).trim();
}

// Parses as if HTML and every link were allowed, only to find them: the renderer above would
// show such HTML as text and such a link as plain text.
const checker = new MarkdownIt('commonmark', { html: true });
checker.validateLink = () => true;

/** What the content check tells an editor about a Markdown field; empty when all is well. */
export function markdownProblems(text: string): string[] {
  const problems: string[] = [];
  for (const token of checker.parse(text, {})) {
    const inline = token.children ?? [];
    if (token.type === 'html_block' || inline.some((t) => t.type === 'html_inline')) {
      problems.push('holds HTML; write Markdown instead (**bold**, *italic*, [text](/path/))');
    }
    for (const link of inline.filter((t) => t.type === 'link_open')) {
      const href = link.attrGet('href') ?? '';
      if (!ALLOWED_LINK.test(href)) {
        problems.push(`links to "${href}"; a link must start with /, #, https://, mailto: or tel:`);
      }
    }
  }
  return [...new Set(problems)];
}
