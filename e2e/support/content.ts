// The content the build under test was made from (the fixture, fixtures/content/, for the main
// and site-key runs; content/ for the guards), read through the same loader as the build's
// content check. Types come from content/schema/ (content-library/content-types.d.ts).
import {
  CONTENT_DIR,
  CONTENT_DIR_OVERRIDE,
  loadContent as loadFrom,
  type CollectionName,
  type LoadedContent,
  type Pages,
} from '../../content-library';

export type PageEntry = Pages[number];

/**
 * The folder this run's build was made from: the fixture for the main and site-key runs, whose
 * configs set SITE_CONTENT_DIR before any test file loads. Read here, not through CONTENT_DIR,
 * which is fixed when content-library is first imported: in Playwright's main process
 * that is the config itself, before it sets the variable.
 */
export const E2E_CONTENT_DIR = process.env[CONTENT_DIR_OVERRIDE] ?? CONTENT_DIR;

const loadContent = <K extends CollectionName>(name: K): LoadedContent[K] =>
  loadFrom(name, E2E_CONTENT_DIR);

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

/** The footer's links about the site itself, beside its navigation. */
export const FOOTER_SITE_LINKS = [
  { label: pageText.faq.footerLinkLabel, to: '/faq/' },
  { label: accessibility.footerLinkLabel, to: '/accessibility/' },
  { label: privacy.footerLinkLabel, to: '/privacy/' },
];

export function pageEntry(p: string): PageEntry {
  const entry = pages.find((e) => e.path === p);
  if (!entry) throw new Error(`content/pages.yaml has no ${p}`);
  return entry;
}
