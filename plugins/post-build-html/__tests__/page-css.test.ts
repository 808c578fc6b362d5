import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { purgePageCss, purgePagesCss } from '../page-css';

const CSS = [
  ':root{--bs-gray-500:#adb5bd;--bs-body-color:#212529}',
  'body{color:var(--bs-body-color)}',
  '.hero{padding:3rem}',
  '.faq-item{margin:0}',
  '.site-header--scrolled{min-height:170px}',
  '.carousel-item-next{transform:translateX(100%)}',
  '.modal-fullscreen{width:100vw}',
  '[data-early-tap][aria-busy=true]{opacity:.65}',
].join('');

const page = (body: string, css = CSS) =>
  `<!DOCTYPE html><html><head><style data-href="/styles.abc.css" data-identity="gatsby-global-css">${css}</style><style>.gatsby-image-wrapper{position:relative}</style></head><body>${body}</body></html>`;

const inlined = (html: string) =>
  /<style data-href="\/styles\.abc\.css" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/.exec(
    html,
  )![1]!;

describe("a page's inlined CSS", () => {
  it("keeps the rules of the page's own HTML and drops the other pages' rules", async () => {
    const css = inlined((await purgePageCss(page('<section class="hero">Hi</section>'), []))!);
    expect(css).toContain('.hero{');
    expect(css).toContain('body{');
    expect(css).not.toContain('.faq-item');
  });

  it('keeps what the running page may add: our components and react-bootstrap', async () => {
    const css = inlined((await purgePageCss(page('<p>text</p>')))!);
    // header.tsx sets it on scroll (SHOWN_WHILE_RUNNING); the sliding slide's is react-bootstrap's.
    expect(css).toContain('.site-header--scrolled');
    expect(css).toContain('.carousel-item-next');
    // The early-taps script marks a control busy (SET_WHILE_RUNNING).
    expect(css).toContain('[aria-busy=true]');
    // A fullscreen dialog no page uses.
    expect(css).not.toContain('.modal-fullscreen');
  });

  it('keeps only the custom properties a kept rule reads', async () => {
    const css = inlined((await purgePageCss(page('<p>text</p>'), []))!);
    expect(css).toContain('--bs-body-color');
    expect(css).not.toContain('--bs-gray-500');
  });

  it('leaves the rest of the page as it was', async () => {
    const html = page('<section class="hero">Hi</section>');
    const out = (await purgePageCss(html, []))!;
    expect(out.replace(inlined(out), '')).toBe(html.replace(inlined(html), ''));
  });

  it('leaves a file without the inlined stylesheet alone', async () => {
    expect(await purgePageCss('<p class="faq-item">fragment</p>')).toBeUndefined();
  });

  it('rewrites every page under the folder, sub-folders too', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-css-'));
    try {
      fs.mkdirSync(path.join(dir, 'faq'));
      fs.writeFileSync(path.join(dir, 'index.html'), page('<section class="hero">Hi</section>'));
      fs.writeFileSync(path.join(dir, 'faq', 'index.html'), page('<div class="faq-item">Q</div>'));
      fs.writeFileSync(path.join(dir, 'note.txt'), CSS);

      const result = await purgePagesCss(dir);

      expect(result.pages).toBe(2);
      expect(result.after).toBeLessThan(result.before);
      const faq = inlined(fs.readFileSync(path.join(dir, 'faq', 'index.html'), 'utf8'));
      expect(faq).toContain('.faq-item');
      expect(faq).not.toContain('.hero{');
      expect(fs.readFileSync(path.join(dir, 'note.txt'), 'utf8')).toBe(CSS);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
