// A copy of the fixture content for the content check's tests, and edits of it that fail loudly
// when they no longer find their text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT } from '../../fixtures';
import { contentFiles } from '../load';

export const realContent = path.resolve(__dirname, '../../content');

/**
 * A copy of the fixture content (fixtures/: its edits below find the texts they change whatever
 * an editor did to content/) with the real schemas, and every image it names.
 */
export function contentFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(path.join(realContent, 'schema'), path.join(dir, 'schema'), { recursive: true });
  for (const file of contentFiles(FIXTURE_CONTENT)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const text = fs.readFileSync(path.join(FIXTURE_CONTENT, file), 'utf8');
    fs.writeFileSync(path.join(dir, file), text);
    for (const [, src] of text.matchAll(/src: (\.\/images\/\S+)/g)) {
      fs.mkdirSync(path.dirname(path.join(dir, src!)), { recursive: true });
      fs.copyFileSync(path.join(FIXTURE_CONTENT, src!), path.join(dir, src!));
    }
  }
  return dir;
}

export function edit(dir: string, file: string, change: (text: string) => string) {
  const target = path.join(dir, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = change(before);
  // A change that no longer finds its text (the content was reworded) must not pass unnoticed.
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  fs.writeFileSync(target, after);
}
