// Content is files and folders, nothing else: a symbolic link could publish any file of the build
// machine, and a FIFO hang the build. The check refuses other kinds, and readers follow no link.
import fs from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from './problems';

type Kind = Pick<fs.Stats, 'isFile' | 'isDirectory' | 'isSymbolicLink'>;

/** Why an entry is no content, in an editor's words; undefined for a file or a folder. */
function kindProblem(kind: Kind, file: string): string | undefined {
  if (kind.isFile() || kind.isDirectory()) return undefined;
  if (kind.isSymbolicLink()) {
    return (
      `is a link to ${JSON.stringify(fs.readlinkSync(file))}, not a file: the site is built ` +
      'from the files in content/ alone, so put the file itself here instead of the link'
    );
  }
  return 'is neither a file nor a folder: remove it, the site is built from files and folders alone';
}

/** Each entry of `contentDir`, itself included, that is no regular file or folder. */
export function notRegularProblems(contentDir: string, rootDir: string): ContentProblem[] {
  const problem = (file: string, message: string) => ({
    file: path.relative(rootDir, file) || file,
    message,
  });
  const own = kindProblem(fs.lstatSync(contentDir), contentDir);
  if (own) return [problem(contentDir, own)];
  // A recursive listing goes into no link: a linked folder is named once, never looked into.
  return fs
    .readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .map((entry) => ({ entry, file: path.join(entry.parentPath, entry.name) }))
    .sort((a, b) => a.file.localeCompare(b.file))
    .flatMap(({ entry, file }) => {
      const message = kindProblem(entry, file);
      return message ? [problem(file, message)] : [];
    });
}

/** Whether `file` exists and is no regular file or folder: gatsby-source-filesystem's ignore. */
export function isNotRegular(file: string): boolean {
  try {
    const stats = fs.lstatSync(file);
    return !stats.isFile() && !stats.isDirectory();
  } catch {
    return false;
  }
}

/** A file's text, refused when the path's last part is a link (never followed) or no file. */
export const readRegularFile = (file: string): string => readRegularBytes(file).toString('utf8');

/** A file's bytes, read as readRegularFile reads: never through a link. */
export function readRegularBytes(file: string): Buffer {
  // O_NOFOLLOW makes the open itself fail on a link, with no moment between a check and the read.
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOOP') throw error;
    throw new Error(`${file} is a link, not a file: the build does not follow it`, {
      cause: error,
    });
  }
  try {
    if (!fs.fstatSync(fd).isFile()) throw new Error(`${file} is not a file`);
    return fs.readFileSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
