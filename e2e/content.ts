// The content the site is built from, read straight from content/*.yaml, so the e2e suite checks
// that what an editor wrote is what a visitor sees.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

function load<T>(name: string): T {
  return parse(
    fs.readFileSync(path.resolve(__dirname, '..', 'content', `${name}.yaml`), 'utf8'),
  ) as T;
}

export type PageEntry = {
  path: string;
  title: string;
  description: string;
  hero: { heading: string; text: string };
};
export type Trainer = { id: number; name: string };

export const site = load<{
  name: string;
  siteUrl: string;
  copyrightYear: number;
  contact: { phone: string; email: string; textPhone: string; address: string };
}>('site');
export const navigation = load<{ label: string; to: string }[]>('navigation');
export const links = load<{
  social: { kind: string; label: string; url: string }[];
  external: Record<string, { label: string; url: string }>;
}>('links');
export const pages = load<PageEntry[]>('pages');
export const trainers = load<Trainer[]>('trainers');

export function pageEntry(p: string): PageEntry {
  const entry = pages.find((e) => e.path === p);
  if (!entry) throw new Error(`content/pages.yaml has no ${p}`);
  return entry;
}
