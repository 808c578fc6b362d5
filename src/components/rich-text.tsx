// A content field's Markdown as the HTML the build made of it (contracts/markdown.ts). A click on
// a link to another page of the site goes through Gatsby's router, as a <Link> would.
import React from 'react';
import { navigate } from 'gatsby';

type RichTextProps = { html: string; className?: string };

function followInSite(event: React.MouseEvent<HTMLElement>) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href') ?? '';
  // Only this site's pages; other sites, e-mail, phone and #anchors keep the browser's behaviour.
  if (!link || link.target || !href.startsWith('/') || href.startsWith('//')) return;
  event.preventDefault();
  void navigate(href);
}

export const RichText = ({ html, className }: RichTextProps) => (
  // The click handler only catches clicks on the links inside, which keyboards reach as links.
  <div
    className={className ? `rich-text ${className}` : 'rich-text'}
    onClick={followInSite}
    dangerouslySetInnerHTML={{ __html: html }}
  />
);
