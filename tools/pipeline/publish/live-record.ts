// The record of what is live (admin/live.json), as the publish rewrites it: the build's record
// names the club's time zone; the publish puts in the save's commit and subject, which the
// workflow reads from git, and the time it writes the record, after every other object.
import { readFileSync } from 'node:fs';
import type { BuildFile } from './build-files';
import { LIVE_SITE_KEY, liveRecord, parseLiveRecord } from '../../../contracts/live-site';

/** The save the publish puts live: its commit and the commit's subject line. */
export interface LiveSave {
  readonly commit: string;
  readonly subject: string;
}

/**
 * Returns the maker of the record's body, to be called when it is written; throws before anything
 * is written if the build has no readable record to take the time zone from.
 */
export function liveBodyMaker(
  build: readonly BuildFile[],
  save: LiveSave,
  now: () => Date,
): () => Buffer {
  const file = build.find((f) => f.key === LIVE_SITE_KEY);
  const built = file && parseLiveRecord(readFileSync(file.path, 'utf8'));
  if (!built) {
    throw new Error(`the build has no readable ${LIVE_SITE_KEY} (its /admin/): nothing published`);
  }
  return () => {
    const record = liveRecord({
      ...save,
      at: now().toISOString(),
      by: 'publish',
      timeZone: built.timeZone,
    });
    return Buffer.from(`${JSON.stringify(record, null, 2)}\n`);
  };
}
