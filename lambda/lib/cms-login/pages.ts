// The login popup's pages, carrying Decap's handshake (which Sveltia speaks) to the opener's exact
// origin. One script on every page, so its CSP hash is a constant; data travels as JSON.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../contracts/escape-html';
import { jsonInScript } from '../../../contracts/json-in-script';
import type { Result } from '../http';
import { CLEAR_STATE_COOKIE } from './state';

export const PROVIDER = 'github';

/** The data block's id; the script reads it. */
const DATA_ID = 'cms-login';

/** Runs in the popup; plain ES2017, no build step. */
export const HANDSHAKE_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('${DATA_ID}').textContent);
  var opener = window.opener;
  if (!opener) return;
  var hello = 'authorizing:${PROVIDER}';
  function reply(event) {
    if (event.origin !== data.origin || event.source !== opener || event.data !== hello) return;
    window.removeEventListener('message', reply);
    opener.postMessage('authorization:${PROVIDER}:' + data.status + ':' + JSON.stringify(data.content), data.origin);
  }
  window.addEventListener('message', reply);
  opener.postMessage(hello, data.origin);
})();`;

const STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#212529}' +
  'h1{font-size:1.25rem}';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Nothing but the handshake script and the style may run or load; the page may not be framed. */
export const PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256(HANDSHAKE_SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Never stored (a page may hold a token), no Referer (the URL holds the code), not framed. */
export const PAGE_HEADERS = Object.freeze({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': PAGE_CSP,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
});

type HandshakeData =
  | { status: 'success'; origin: string; content: { provider: string; token: string } }
  | {
      status: 'error';
      origin: string;
      /** `message` for Decap (its error reads it), `error` for Sveltia. */
      content: { provider: string; error: string; message: string };
    };

function page(title: string, message: string, data?: HandshakeData): string {
  const script =
    data === undefined
      ? ''
      : `<script type="application/json" id="${DATA_ID}">${jsonInScript(data)}</script>` +
        `<script>${HANDSHAKE_SCRIPT}</script>`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${script}</body></html>`
  );
}

/** Every answer of the callback removes the state cookie. */
const answer = (statusCode: number, body: string): Result => ({
  statusCode,
  headers: { ...PAGE_HEADERS },
  cookies: [CLEAR_STATE_COOKIE],
  body,
});

/** What the callback answers when the login cannot go on. */
export function failurePage(
  statusCode: number,
  message: string,
  siteOrigin: string | undefined,
): Result {
  const full = `${message} Close this window and log in again from the CMS.`;
  const content = { provider: PROVIDER, error: full, message: full };
  const data =
    siteOrigin === undefined
      ? undefined
      : { status: 'error' as const, origin: siteOrigin, content };
  return answer(statusCode, page('Login failed', full, data));
}

/** The token, for the CMS on `siteOrigin` alone. */
export function successPage(token: string, siteOrigin: string): Result {
  return answer(
    200,
    page('Logged in', 'You are logged in. This window closes by itself.', {
      status: 'success',
      origin: siteOrigin,
      content: { provider: PROVIDER, token },
    }),
  );
}
