import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { escapeHtml } from '../escape-html';

const { DOMParser } = new JSDOM('').window;

/** Text made of the characters markup gives a meaning to, and of entities written out. */
const markupText = fc.string({
  unit: fc.constantFrom('&', '<', '>', '"', "'", ';', '#', 'a', ' ', '/', '&amp;', '&lt', '&#39;'),
});

const htmlBody = (markup: string) =>
  new DOMParser().parseFromString(`<!DOCTYPE html><body>${markup}</body>`, 'text/html').body;

const xmlRoot = (markup: string) => {
  const doc = new DOMParser().parseFromString(markup, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${markup}`);
  return doc.documentElement;
};

describe('escapeHtml', () => {
  it('writes the five special characters as entities and leaves the rest', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('reads back as the same text in HTML content', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        const body = htmlBody(`<p>${escapeHtml(text)}</p>`);
        expect(body.children).toHaveLength(1);
        expect(body.textContent).toBe(text);
      }),
    );
  });

  it('reads back as the same value in an attribute, whichever quote it is in', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        const body = htmlBody(
          `<p title="${escapeHtml(text)}" lang='${escapeHtml(text)}' class="end"></p>`,
        );
        const p = body.firstElementChild!;
        expect([p.getAttribute('title'), p.getAttribute('lang'), p.className]).toEqual([
          text,
          text,
          'end',
        ]);
      }),
    );
  });

  it('makes well-formed XML that reads back as the same text and attributes', () => {
    fc.assert(
      fc.property(markupText, (text) => {
        const escaped = escapeHtml(text);
        const root = xmlRoot(`<loc a="${escaped}" b='${escaped}'>${escaped}</loc>`);
        expect([root.textContent, root.getAttribute('a'), root.getAttribute('b')]).toEqual([
          text,
          text,
          text,
        ]);
      }),
    );
  });
});
