// Content Markdown becomes HTML at build time without letting an editor's text inject markup.
import { markdownProblems, renderMarkdown } from '../markdown';

describe('renderMarkdown', () => {
  it('turns emphasis, links and lists into HTML', () => {
    expect(renderMarkdown('Try **Platinum** or *ask*:\n\n- [Membership](/membership/)')).toBe(
      '<p>Try <strong>Platinum</strong> or <em>ask</em>:</p>\n<ul>\n<li><a href="/membership/">Membership</a></li>\n</ul>',
    );
  });

  it('escapes HTML written in the YAML instead of passing it through', () => {
    const html = renderMarkdown('Hi <img src=x onerror="alert(1)"> <script>alert(2)</script>');
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('leaves a javascript: or http: link as text', () => {
    expect(renderMarkdown('[a](javascript:alert(1)) [b](http://example.com)')).not.toContain('<a');
  });

  it('opens links to other sites in a new tab, safely, and says so', () => {
    expect(renderMarkdown('[Partner](https://example.com/)')).toBe(
      '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">Partner<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    );
  });

  it('keeps e-mail, phone and site links as they are', () => {
    const html = renderMarkdown(
      '[m](mailto:info@example.com) [t](tel:+13065550142) [s](/faq/#key-fob)',
    );
    expect(html).toBe(
      '<p><a href="mailto:info@example.com">m</a> <a href="tel:+13065550142">t</a> <a href="/faq/#key-fob">s</a></p>',
    );
  });
});

describe('markdownProblems', () => {
  it('accepts simple Markdown', () => {
    expect(
      markdownProblems('**Yes.** See [our plans](/membership/) or [us](mailto:a@b.ca).'),
    ).toEqual([]);
  });

  it('names HTML and each link an editor must change', () => {
    expect(
      markdownProblems('<b>x</b> [a](javascript:x()) [b](//evil.example) [c](http://x.ca)'),
    ).toEqual([
      'holds HTML; write Markdown instead (**bold**, *italic*, [text](/path/))',
      'links to "javascript:x()"; a link must start with /, #, https://, mailto: or tel:',
      'links to "//evil.example"; a link must start with /, #, https://, mailto: or tel:',
      'links to "http://x.ca"; a link must start with /, #, https://, mailto: or tel:',
    ]);
  });
});
