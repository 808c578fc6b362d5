// /admin/'s line saying what is live: admin/live.json, written by the build and rewritten by the
// publish of a commit (both lanes), read by live-status.js (the CMS's policy runs no inline script).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LIVE_SITE_KEY, liveRecord, type LiveRecord } from '../../contracts/live-site';

export const RECORD_NAME = path.posix.basename(LIVE_SITE_KEY);

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

/** What a publish naming no commit (`npm run deploy`) leaves live. */
export function buildRecord(root: string, timeZone: string, now = new Date()): LiveRecord {
  return liveRecord({ ...builtCommit(root), at: now.toISOString(), by: 'build', timeZone });
}

export function writeLiveStatus(root: string, adminDir: string, timeZone: string): void {
  const record = buildRecord(root, timeZone);
  fs.writeFileSync(path.join(adminDir, RECORD_NAME), `${JSON.stringify(record, null, 2)}\n`);
}
