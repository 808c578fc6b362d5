// Content in the editor's issue reads as the text it is: rendered as GitHub renders it, it adds
// no link, no HTML, no mention, no issue reference and no line, and a file name stays one code
// span.
import { oneLine } from '../../../contracts/one-line';
import { markdownCode, markdownText } from '../markdown-text';
import { githubLinked, markdownTokens, shownText } from './github-markdown';

const HOSTILE = [
  'Hi @octocat and @acme/maintainers',
  'mail evil@evil.example or &#64;octocat',
  '[click here](https://evil.example) and ![pixel](https://evil.example/p.png)',
  'https://evil.example/x, www.evil.com and <https://evil.example>',
  '<img src=x onerror=alert(1)> <a href="https://evil.example">x</a>',
  '`code` **bold** _em_ ~~strike~~ $\\href{https://evil.example}{x}$ a|b',
  'one\n\n# Heading\n[x]: https://evil.example\r\n- item',
  'fixes #1, acme/site#2 and GH-3',
  '1. numbered',
  '- dash',
  '> quote',
  '    indented',
  '\\[not a link\\](x) \\',
];

describe('markdownText', () => {
  it.each(HOSTILE)('renders %j as its own text, one line, with nothing GitHub links', (text) => {
    const tokens = markdownTokens(`- ${markdownText(text)}: is too long`);
    const types = new Set(tokens.map((t) => t.type));
    for (const markup of ['link_open', 'image', 'html_inline', 'html_block', 'heading_open']) {
      expect(types).not.toContain(markup);
    }
    for (const markup of ['strong_open', 'em_open', 's_open', 'code_inline', 'blockquote_open']) {
      expect(types).not.toContain(markup);
    }
    expect(tokens.filter((t) => t.type === 'list_item_open')).toHaveLength(1);
    expect(tokens.filter((t) => t.type === 'paragraph_open')).toHaveLength(1);
    const shown = shownText(tokens);
    expect(githubLinked(shown)).toEqual([]);
    // What the reader sees, without the invisible joiners, is the text as written.
    expect(shown.replaceAll('\u2060', '')).toBe(`${oneLine(text).trim()}: is too long`);
  });

  it('leaves ordinary names and messages as they are', () => {
    expect(markdownText('Jordan Whitecalf')).toBe('Jordan Whitecalf');
    expect(markdownText('is empty; it needs text (see content/site.yaml).')).toBe(
      'is empty; it needs text (see content/site.yaml).',
    );
  });
});

describe('markdownCode', () => {
  it.each(['content/a`b.yaml', '`start.yaml', 'end`', 'a``b`', ' spaced ', 'two\nlines.yaml'])(
    'keeps %j one code span holding the whole name',
    (name) => {
      const tokens = markdownTokens(`- ${markdownCode(name)}, @${'\u2060'}x: ${markdownCode('b')}`);
      const code = tokens.filter((t) => t.type === 'code_inline').map((t) => t.content);
      expect(code).toEqual([oneLine(name), 'b']);
    },
  );

  it('writes a plain name as a plain code span', () => {
    expect(markdownCode('content/faq/parking.yaml')).toBe('`content/faq/parking.yaml`');
  });
});
