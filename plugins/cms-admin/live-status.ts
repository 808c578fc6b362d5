// /admin/'s line saying what is live: admin/live.json, written by the build and rewritten by the
// content lane's publish, read by live-status.js (the CMS's policy runs no inline script).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../contracts/escape-html';
import {
  LIVE_REREAD_SECONDS,
  LIVE_SITE_KEY,
  LIVE_TEXTS,
  liveRecord,
  type LiveRecord,
} from '../../contracts/live-site';

export const LIVE_STATUS_FILES = ['live-status.js', 'live-status.css'] as const;
/** Where they are in the site (Gatsby runs a compiled copy of this file, elsewhere). */
const sourceDir = (root: string) => path.join(root, 'plugins', 'cms-admin', 'live-status');

const RECORD_NAME = path.posix.basename(LIVE_SITE_KEY);

/** The line's stylesheet (before the CMS measures) and script. */
export const liveStatusHead = (): string[] => [
  `<link href="${LIVE_STATUS_FILES[1]}" rel="stylesheet">`,
  `<script src="${LIVE_STATUS_FILES[0]}" defer></script>`,
];

/** The line, and the element the CMS mounts in below it. */
export const liveStatusBody = (): string[] => [
  `<p id="live-site" role="status" data-src="${RECORD_NAME}" data-every="${LIVE_REREAD_SECONDS}"` +
    ` data-unknown="${escapeHtml(LIVE_TEXTS.unknown)}"><span>${escapeHtml(LIVE_TEXTS.checking)}</span></p>`,
  '<div id="nc-root"></div>',
];

/** The build's commit and its subject, from git; empty when the build is not in a checkout. */
function builtCommit(root: string): { commit: string; subject: string } {
  try {
    const [commit = '', subject = ''] = execFileSync('git', ['log', '-1', '--format=%H%n%s'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\n');
    return { commit, subject };
  } catch {
    return { commit: '', subject: '' };
  }
}

/** What the full deploy leaves live. */
export function buildRecord(root: string, timeZone: string, now = new Date()): LiveRecord {
  return liveRecord({ ...builtCommit(root), at: now.toISOString(), by: 'build', timeZone });
}

export function writeLiveStatus(root: string, adminDir: string, timeZone: string): void {
  for (const name of LIVE_STATUS_FILES) {
    fs.copyFileSync(liveStatusSource(root, name), path.join(adminDir, name));
  }
  const record = buildRecord(root, timeZone);
  fs.writeFileSync(path.join(adminDir, RECORD_NAME), `${JSON.stringify(record, null, 2)}\n`);
}

export const liveStatusSource = (root: string, name: (typeof LIVE_STATUS_FILES)[number]): string =>
  path.join(sourceDir(root), name);
