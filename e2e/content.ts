// The content the site is built from, read straight from content/*.yaml through the same loader
// as the build's content check, so the e2e suite checks that what an editor wrote is what a
// visitor sees. Types come from content/schema/ (plugins/content-source/content-types.d.ts).
import { loadContent, type Pages } from '../plugins/content-source';

export type PageEntry = Pages[number];

export const site = loadContent('site');
export const navigation = loadContent('navigation');
export const links = loadContent('links');
export const pages = loadContent('pages');
export const trainers = loadContent('trainers');
export const carousels = loadContent('carousels');
export const classes = loadContent('classes');
export const amenities = loadContent('amenities');
export const membership = loadContent('membership');
export const schedule = loadContent('schedule');
export const pageText = loadContent('page-text');
export const faq = loadContent('faq');
export const accessibility = loadContent('accessibility');
export const privacy = loadContent('privacy');
export const hours = site.hours;

export function pageEntry(p: string): PageEntry {
  const entry = pages.find((e) => e.path === p);
  if (!entry) throw new Error(`content/pages.yaml has no ${p}`);
  return entry;
}
