import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { metaContentSecurityPolicy } from '../../../edge';
import {
  addCspMeta,
  addCspMetaToHtml,
  cspHash,
  inlineScripts,
  isExecutedScriptType,
} from '../add-csp-meta';

// The example of the CSP specification (w3.org/TR/CSP3/#grammardef-hash-source).
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

/** The content of the page's CSP meta tags. */
const policies = (html: string) =>
  [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g)].map((m) =>
    m[1]!
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
const scriptSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .slice(1);
const hashesIn = (policy: string) => scriptSrc(policy).filter((s) => s.startsWith("'sha256-"));

describe('cspHash', () => {
  it('matches the known sha256 of a small script', () => {
    expect(cspHash(HELLO)).toBe(HELLO_HASH);
  });

  it('hashes the text exactly: whitespace counts', () => {
    expect(cspHash(` ${HELLO}`)).not.toBe(HELLO_HASH);
  });

  it('hashes newlines as the HTML parser delivers them (CR LF and CR become LF)', () => {
    expect(cspHash('a();\r\nb();\rc();')).toBe(cspHash('a();\nb();\nc();'));
  });

  it('hashes UTF-8', () => {
    // printf "x='é';" | openssl dgst -sha256 -binary | base64
    expect(cspHash("x='é';")).toBe("'sha256-apP7euKJ+wab4zXxzolTd58Mnk9KQoon/k0PXNPXPXk='");
  });
});

describe('isExecutedScriptType', () => {
  it.each([
    [{}, true],
    [{ type: '' }, true],
    [{ type: 'text/javascript' }, true],
    [{ type: ' TEXT/JavaScript ' }, true],
    [{ type: 'application/javascript' }, true],
    [{ type: 'module' }, true],
    [{ type: 'importmap' }, true],
    [{ type: 'speculationrules' }, true],
    [{ language: 'javascript' }, true],
    [{ language: 'vbscript' }, false],
    [{ type: 'application/ld+json' }, false],
    [{ type: 'application/json' }, false],
    [{ type: 'text/template' }, false],
    [{ type: 'text/javascript; charset=utf-8' }, false],
  ])('%p -> %p', (attributes, expected) => {
    expect(isExecutedScriptType(attributes)).toBe(expected);
  });
});

describe('inlineScripts', () => {
  it('finds the inline scripts a browser runs, with their exact text', () => {
    const html = page(
      `<script type="module">m()</script><script type="application/ld+json">{"a":1}</script>`,
      [
        '<script>\n  window.pagePath="/";\n</script>',
        '<script src="/app.js" async></script>',
        '<script type="module" src="/m.js"></script>',
        '<SCRIPT TYPE="text/javascript">upper()</SCRIPT >',
        '<script data-x="a>b">quoted()</script>',
        '<script>s="</scripts>";</script>',
      ].join(''),
    );
    expect(inlineScripts(html)).toEqual([
      'm()',
      '\n  window.pagePath="/";\n',
      'upper()',
      'quoted()',
      's="</scripts>";',
    ]);
  });

  it('skips scripts inside comments, <noscript>, <style>, <textarea> and <title>', () => {
    const html = page(
      '<title>a <script>no1()</script></title><style>/* <script>no2()</script> */</style>',
      [
        '<!-- <script>no3()</script> -->',
        '<noscript><script>no4()</script></noscript>',
        '<textarea><script>no5()</script></textarea>',
        '<!----><script>yes()</script>',
      ].join(''),
    );
    expect(inlineScripts(html)).toEqual(['yes()']);
  });

  it('follows the escaped script states: "<!--<script>" hides the next "</script>"', () => {
    const html = page('', '<script><!--<script>a()</script>b()--></script><script>c()</script>');
    expect(inlineScripts(html)).toEqual(['<!--<script>a()</script>b()-->', 'c()']);
  });

  it('reads text like "<script>" inside a script as text', () => {
    const html = page('', '<script>document.write("<b>" + "<script>x<\\/script>")</script>');
    expect(inlineScripts(html)).toEqual(['document.write("<b>" + "<script>x<\\/script>")']);
  });
});

describe('addCspMetaToHtml', () => {
  const html = page(
    `<meta name="x" content="y"/><script type="module">${HELLO}</script>` +
      '<script type="application/ld+json">{"@type":"ExerciseGym"}</script>',
    `<script src="/app.js"></script><script>window.pagePath="/";</script><script type="module">${HELLO}</script>`,
  );
  const out = addCspMetaToHtml(html)!;

  it('adds one meta policy right after the charset meta, before every script', () => {
    expect(policies(out)).toHaveLength(1);
    expect(out).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><meta name="x"/,
    );
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script'));
  });

  it('leaves the rest of the document as it was', () => {
    expect(out.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(html);
  });

  it("allows each executed inline script's hash once, and nothing for ld+json or src", () => {
    const [policy] = policies(out);
    expect(hashesIn(policy!).sort()).toEqual([HELLO_HASH, cspHash('window.pagePath="/";')].sort());
    expect(policy).not.toContain(cspHash('{"@type":"ExerciseGym"}'));
    expect(policy).toBe(metaContentSecurityPolicy([HELLO_HASH, cspHash('window.pagePath="/";')]));
  });

  it('has no inline or eval escape hatch for scripts', () => {
    const [policy] = policies(out);
    expect(scriptSrc(policy!)).not.toContain("'unsafe-inline'");
    expect(scriptSrc(policy!)).not.toContain("'unsafe-eval'");
  });

  it('is idempotent', () => {
    expect(addCspMetaToHtml(out)).toBe(out);
  });

  it('replaces an older policy instead of adding a second one', () => {
    const stale = html.replace(
      '<head>',
      `<head><meta http-equiv="content-security-policy" content="script-src 'none'">`,
    );
    const fixed = addCspMetaToHtml(stale)!;
    expect(policies(fixed)).toEqual(policies(out));
    expect(fixed).not.toContain("script-src 'none'");
  });

  it('goes right after <head> when the head does not start with a charset meta', () => {
    const noCharset = '<!doctype html><html><head data-x="1"><script>a()</script></head></html>';
    expect(addCspMetaToHtml(noCharset)).toMatch(
      /^<!doctype html><html><head data-x="1"><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><script>a\(\)<\/script>/,
    );
  });

  it('writes a page without inline scripts a policy with no hashes', () => {
    const [policy] = policies(addCspMetaToHtml(page('<title>t</title>'))!);
    expect(hashesIn(policy!)).toEqual([]);
    expect(scriptSrc(policy!)[0]).toBe("'self'");
  });

  it('leaves fragments alone and refuses a document without <head>', () => {
    expect(addCspMetaToHtml('<script id="x">a()</script>')).toBeUndefined();
    expect(() => addCspMetaToHtml('<!DOCTYPE html><html><body></body></html>')).toThrow(
      'an HTML document without a <head> start tag',
    );
  });
});

describe('the analytics hosts in the meta policy', () => {
  const html = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title></head></html>';
  it('are left out by default and without an analyticsId', () => {
    expect(addCspMetaToHtml(html)).not.toContain('googletagmanager');
    expect(addCspMetaToHtml(html, { analytics: false })).not.toContain('googletagmanager');
  });
  it('are in when the site has an analyticsId', () => {
    const [policy] = policies(addCspMetaToHtml(html, { analytics: true })!);
    expect(policy).toContain("script-src 'self' https://www.google.com/recaptcha/");
    expect(policy).toContain('https://www.googletagmanager.com');
  });
});

describe('addCspMeta (a build directory)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'csp-meta-'));
    mkdirSync(join(dir, 'classes'), { recursive: true });
    mkdirSync(join(dir, '_gatsby', 'slices'), { recursive: true });
    // Gatsby also makes directories named like HTML files.
    mkdirSync(join(dir, 'page-data', '404.html'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page('', '<script>home()</script>'));
    writeFileSync(join(dir, 'classes', 'index.html'), page('', '<script>classes()</script>'));
    writeFileSync(join(dir, '404.html'), page('', '<script>notFound()</script>'));
    writeFileSync(join(dir, '_gatsby', 'slices', 'scripts.html'), '<script>slice()</script>');
    writeFileSync(join(dir, 'app.js'), 'app()');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives every page, 404.html included, its own hashes, and skips fragments', () => {
    const result = addCspMeta(dir);
    expect(result.pages).toEqual(['404.html', join('classes', 'index.html'), 'index.html']);
    expect(result.fragments).toEqual([join('_gatsby', 'slices', 'scripts.html')]);
    for (const [file, script] of [
      ['index.html', 'home()'],
      [join('classes', 'index.html'), 'classes()'],
      ['404.html', 'notFound()'],
    ] as const) {
      const [policy, ...others] = policies(readFileSync(join(dir, file), 'utf8'));
      expect(others).toEqual([]);
      expect(hashesIn(policy!)).toEqual([cspHash(script)]);
    }
    expect(readFileSync(join(dir, '_gatsby', 'slices', 'scripts.html'), 'utf8')).toBe(
      '<script>slice()</script>',
    );
    expect(readFileSync(join(dir, 'app.js'), 'utf8')).toBe('app()');
  });

  it('changes nothing when run again', () => {
    const before = readFileSync(join(dir, 'index.html'), 'utf8');
    addCspMeta(dir);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(before);
    expect(policies(before)).toHaveLength(1);
  });

  it('names the file of a broken page', () => {
    const broken = mkdtempSync(join(tmpdir(), 'csp-meta-broken-'));
    try {
      writeFileSync(join(broken, 'index.html'), '<!DOCTYPE html><html><body></body></html>');
      expect(() => addCspMeta(broken)).toThrow(/index\.html: an HTML document without a <head>/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
