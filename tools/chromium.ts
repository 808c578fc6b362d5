// Debian's Chromium and the flags it needs on this kind of machine (no network beyond the
// package registries, root, no GPU); used by the e2e suite and by the Lighthouse bench.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
