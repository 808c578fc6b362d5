// A stand-in for the browser's folder picker, which a test cannot click through. The CMS's
// "Work with Local Repository" asks window.showDirectoryPicker() for the repository's folder,
// then reads and writes it through the File System Access API. Here the picker answers with a
// real directory handle of the browser's origin-private file system, holding a copy of the
// working copy's content/ (and an empty .git, which is how the CMS knows a repository's root);
// after the CMS has saved, `copyBack` writes that content/ over the working copy's.
//
// (The directory handle's async iterators are not in TypeScript's DOM library: `AsyncFolder`.)
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

type Files = Record<string, string>;
type AsyncFolder = FileSystemDirectoryHandle & {
  keys(): AsyncIterable<string>;
  values(): AsyncIterable<FileSystemHandle>;
};

function readTree(dir: string, prefix: string): Files {
  const files: Files = {};
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) Object.assign(files, readTree(dir, rel));
    else files[rel] = fs.readFileSync(path.join(dir, rel)).toString('base64');
  }
  return files;
}

/** Makes the CMS's folder picker answer with a copy of `dir`'s content/. */
export async function standInFolderPicker(page: Page, dir: string): Promise<void> {
  await page.evaluate(
    async (files: Files) => {
      const root = await navigator.storage.getDirectory();
      for await (const name of (root as AsyncFolder).keys())
        await root.removeEntry(name, { recursive: true });
      await root.getDirectoryHandle('.git', { create: true });
      for (const [rel, base64] of Object.entries(files)) {
        const parts = rel.split('/');
        let folder = root;
        for (const part of parts.slice(0, -1)) {
          folder = await folder.getDirectoryHandle(part, { create: true });
        }
        const writable = await (
          await folder.getFileHandle(parts.at(-1)!, { create: true })
        ).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
      Object.assign(window, { showDirectoryPicker: async () => root });
    },
    readTree(dir, 'content'),
  );
}

/** The text of `rel` (e.g. content/trainers.yaml) as the CMS left it in the picked folder. */
export function pickedFileText(page: Page, rel: string): Promise<string> {
  return page.evaluate(async (parts: string[]) => {
    let folder = await navigator.storage.getDirectory();
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
    return (await (await folder.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, rel.split('/'));
}

/** Writes the picked folder's content/ over `dir`'s: every file, changed or not. */
export async function copyBack(page: Page, dir: string): Promise<void> {
  const files = await page.evaluate(async () => {
    const out: Record<string, string> = {};
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      for await (const handle of (folder as AsyncFolder).values()) {
        const rel = `${prefix}/${handle.name}`;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, rel);
        else {
          const bytes = new Uint8Array(
            await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer(),
          );
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          out[rel] = btoa(binary);
        }
      }
    };
    const root = await navigator.storage.getDirectory();
    await walk(await root.getDirectoryHandle('content'), 'content');
    return out;
  });
  for (const [rel, base64] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), Buffer.from(base64, 'base64'));
  }
}
