// Stand-ins for Google's two ends of reCAPTCHA v3, as the deployed site meets them (there is no
// internet here, and Google's answers cannot be chosen):
//
// - in the visitor's browser, api.js and what it loads, served by page.route: api.js defines
//   grecaptcha.ready and loads the release script from www.gstatic.com, which adds the invisible
//   anchor frame from www.google.com and defines grecaptcha.execute, as Google's do. The browser
//   checks the page's Content-Security-Policy before it makes a request, so page.route only ever
//   sees what the policy allows (e2e/forms/captcha.spec.ts shows it): each part loads only if
//   the real one would;
// - siteverify, a loopback HTTP server the local server's handlers ask (CAPTCHA_SITEVERIFY_URL).
//
// A token names the site key, action and hostname it was made for, behind a nonce the test
// issues; siteverify answers as Google does: the secret must be the site key's, a token passes
// once, and a token it did not issue is `invalid-input-response`.
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';

const SCRIPT = /^https:\/\/www\.google\.com\/recaptcha\/api\.js(\?|$)/;
const RELEASE_URL = 'https://www.gstatic.com/recaptcha/releases/e2e-stand-in/recaptcha__en.js';
const RELEASE = /^https:\/\/www\.gstatic\.com\/recaptcha\/releases\//;
const ANCHOR_URL = 'https://www.google.com/recaptcha/api2/anchor';
const ANCHOR = /^https:\/\/www\.google\.com\/recaptcha\/api2\/anchor(\?|$)/;

/** What a token says about itself; siteverify reads it back. */
interface TokenClaims {
  siteKey: string;
  action: string;
  hostname: string;
}

/** api.js: queues grecaptcha.ready callbacks and loads the release script. */
const apiScript = (releaseUrl: string) => `(() => {
  const cfg = (window.___grecaptcha_cfg = window.___grecaptcha_cfg || { fns: [] });
  cfg.render = new URL(document.currentScript.src).searchParams.get('render');
  window.grecaptcha = window.grecaptcha || {};
  window.grecaptcha.ready = (callback) => cfg.fns.push(callback);
  const release = document.createElement('script');
  release.src = ${JSON.stringify(releaseUrl)};
  release.async = true;
  document.head.appendChild(release);
})();
`;

/** The release: the invisible badge's frame, then execute, whose tokens carry their claims. */
const releaseScript = (nonce: string, anchorUrl: string) => `(() => {
  const cfg = window.___grecaptcha_cfg;
  const badge = document.createElement('div');
  badge.className = 'grecaptcha-badge';
  badge.style.position = 'fixed';
  badge.style.right = '0';
  badge.style.bottom = '0';
  const frame = document.createElement('iframe');
  frame.title = 'reCAPTCHA';
  frame.width = '256';
  frame.height = '60';
  frame.src = ${JSON.stringify(anchorUrl)} + '?ar=1&size=invisible&k=' + encodeURIComponent(cfg.render);
  const framed = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  badge.appendChild(frame);
  document.body.appendChild(badge);
  let count = 0;
  window.grecaptcha.execute = (siteKey, options) =>
    framed.then(() => {
      if (siteKey !== cfg.render) throw new Error('Invalid site key or not loaded in api.js: ' + siteKey);
      count += 1;
      const claims = { siteKey, action: options && options.action, hostname: location.hostname };
      return ${JSON.stringify(nonce)} + '.' + count + '.' + btoa(JSON.stringify(claims));
    });
  window.grecaptcha.ready = (callback) => setTimeout(callback, 0);
  for (const callback of cfg.fns.splice(0)) setTimeout(callback, 0);
})();
`;

/**
 * Serves the stand-in scripts and frame to `page` for tokens under `nonce`; returns the URLs
 * requested, in order. Register after the suite's block of third parties (e2e/support/fixtures.ts),
 * so these routes win.
 */
export async function serveRecaptchaStandIns(page: Page, nonce: string): Promise<string[]> {
  const requested: string[] = [];
  const serve = (pattern: RegExp, contentType: string, body: string) =>
    page.route(pattern, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType, body });
    });
  await serve(SCRIPT, 'text/javascript; charset=utf-8', apiScript(RELEASE_URL));
  await serve(RELEASE, 'text/javascript; charset=utf-8', releaseScript(nonce, ANCHOR_URL));
  await serve(ANCHOR, 'text/html; charset=utf-8', '<!doctype html><title>reCAPTCHA</title>');
  return requested;
}

/** One request siteverify received, with its answer. */
export interface SiteverifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  answer: Record<string, unknown>;
}

/** reCAPTCHA's siteverify, as far as the handlers can tell, on a loopback port. */
export class SiteverifyStandIn {
  readonly calls: SiteverifyCall[] = [];
  private readonly issued = new Set<string>();
  private readonly used = new Set<string>();
  private server: Server | undefined;

  constructor(
    private readonly secret: string,
    private readonly siteKey: string,
  ) {}

  /** Tokens under `nonce` are ones Google made (until `revoke`). */
  issue(nonce: string) {
    this.issued.add(nonce);
  }

  /** Tokens under `nonce` are forged or expired from now on. */
  revoke(nonce: string) {
    this.issued.delete(nonce);
  }

  /** The answer to a form POSTed to siteverify. */
  answer(form: URLSearchParams): Record<string, unknown> {
    const failed = (code: string) => ({ success: false, 'error-codes': [code] });
    const secret = form.get('secret');
    const token = form.get('response');
    if (!secret) return failed('missing-input-secret');
    if (secret !== this.secret) return failed('invalid-input-secret');
    if (!token) return failed('missing-input-response');
    const claims = this.claimsOf(token);
    if (!claims || claims.siteKey !== this.siteKey) return failed('invalid-input-response');
    if (this.used.has(token)) return failed('timeout-or-duplicate');
    this.used.add(token);
    return {
      success: true,
      challenge_ts: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      hostname: claims.hostname,
      score: 0.9,
      action: claims.action,
    };
  }

  private claimsOf(token: string): TokenClaims | undefined {
    const [nonce, count, encoded, ...rest] = token.split('.');
    if (!nonce || !this.issued.has(nonce) || !/^\d+$/.test(count ?? '') || rest.length > 0) {
      return undefined;
    }
    try {
      return JSON.parse(Buffer.from(encoded ?? '', 'base64').toString('utf8')) as TokenClaims;
    } catch {
      return undefined;
    }
  }

  /** Listens on 127.0.0.1:`port`, waiting a little for a previous worker to let it go. */
  async listen(port: number): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/recaptcha/api/siteverify') {
          res.writeHead(404).end();
          return;
        }
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const answer = this.answer(form);
        this.calls.push({
          secret: form.get('secret'),
          response: form.get('response'),
          remoteip: form.get('remoteip'),
          answer,
        });
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(answer));
      });
    });
    for (let attempt = 1; ; attempt += 1) {
      try {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
          });
        });
        this.server = server;
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
