// The popup's script, run on its own with a stand-in window and opener: it speaks first, answers
// only the opener on the site's exact origin, once, and posts to that origin and no other.
import { runInNewContext } from 'node:vm';
import { HANDSHAKE_SCRIPT } from '../pages';

const SITE = 'https://www.example.com';
const SUCCESS = {
  status: 'success',
  origin: SITE,
  content: { provider: 'github', token: 'gho_x' },
};

function runPopup(data: unknown, { withOpener = true } = {}) {
  const posted: [unknown, string][] = [];
  const listeners: ((event: unknown) => void)[] = [];
  const opener = {
    postMessage: (message: unknown, target: string) => posted.push([message, target]),
  };
  const window = {
    opener: withOpener ? opener : null,
    addEventListener: (_type: string, listener: (event: unknown) => void) =>
      listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) =>
      listeners.splice(listeners.indexOf(listener), 1),
  };
  const document = { getElementById: () => ({ textContent: JSON.stringify(data) }) };
  runInNewContext(HANDSHAKE_SCRIPT, { window, document, JSON });
  const deliver = (event: { origin: string; source: unknown; data: unknown }) =>
    [...listeners].forEach((listener) => listener(event));
  return { posted, opener, deliver, listeners };
}

it('first tells the opener on the exact site origin that it is authorizing', () => {
  // Act
  const { posted } = runPopup(SUCCESS);

  // Assess
  expect(posted).toEqual([['authorizing:github', SITE]]);
});

it("answers the opener's reply with the token, to the exact origin, once", () => {
  // Prepare
  const { posted, opener, deliver } = runPopup(SUCCESS);

  // Act
  deliver({ origin: SITE, source: opener, data: 'authorizing:github' });
  deliver({ origin: SITE, source: opener, data: 'authorizing:github' });

  // Assess
  expect(posted.slice(1)).toEqual([
    ['authorization:github:success:{"provider":"github","token":"gho_x"}', SITE],
  ]);
});

it.each([
  ['another origin', { origin: 'https://evil.example', data: 'authorizing:github' }],
  [
    'a look-alike origin',
    { origin: 'https://www.example.com.evil.example', data: 'authorizing:github' },
  ],
  ['another window', { origin: SITE, data: 'authorizing:github', source: {} }],
  ['other words', { origin: SITE, data: 'authorizing:gitlab' }],
])('ignores a message from %s', (_case, message) => {
  // Prepare
  const { posted, opener, deliver } = runPopup(SUCCESS);

  // Act
  deliver({ source: opener, ...message });

  // Assess
  expect(posted).toHaveLength(1);
});

it('passes an error on the same way', () => {
  // Prepare
  const data = { status: 'error', origin: SITE, content: { provider: 'github', error: 'No.' } };
  const { posted, opener, deliver } = runPopup(data);

  // Act
  deliver({ origin: SITE, source: opener, data: 'authorizing:github' });

  // Assess
  expect(posted[1]).toEqual([
    'authorization:github:error:{"provider":"github","error":"No."}',
    SITE,
  ]);
});

it('does nothing without an opener (the page was opened on its own)', () => {
  // Act
  const { posted, listeners } = runPopup(SUCCESS, { withOpener: false });

  // Assess
  expect(posted).toEqual([]);
  expect(listeners).toEqual([]);
});
