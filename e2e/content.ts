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
type Link = { label: string; url: string };
export const links = load<{
  social: { kind: string; label: string; url: string }[];
  external: Record<
    'trialBooking' | 'registration' | 'memberLogin' | 'tourScheduling' | 'personalTrainingBooking',
    Link
  >;
  partners: { name: string; url: string; logo: { alt: string } }[];
  schedulingWidget: { script: string };
}>('links');
export const pages = load<PageEntry[]>('pages');
type Detail = { info: string; moreInfo: string[] };
export const trainers =
  load<(Trainer & { img: { alt: string }; qualification: Detail[]; biography: Detail[] })[]>(
    'trainers',
  );
type Slide = { alt: string; title?: string; description?: string };
export const carousels =
  load<Record<'home' | 'amenities' | 'classes' | 'personalTraining', Slide[]>>('carousels');
export const classes = load<{ id: string; name: string; description: string }[]>('classes');
export const amenities =
  load<{ id: string; title: string; paragraphs: string[]; items: string[] }[]>('amenities');
type Block = { id: string; title: string; paragraphs: string[] };
type Plan = Block & { price?: string; actions: { kind: 'join' | 'ask'; label: string }[] };
export const membership = load<{
  plans: Plan[];
  addOns: Block[];
  alumni: Block & { terms: string[] };
}>('membership');
export const schedule = load<{
  image: { alt: string };
  days: string[];
  slots: { time: string; classes: string[] }[];
}>('schedule');
type Cta = { heading: string; text: string; linkLabel: string };
export const pageText = load<{
  home: {
    welcome: { heading: string; paragraphs: string[]; features: string[] };
    membershipLink: string;
    alumni: Cta;
    footer: Cta;
  };
  personalTraining: { specialties: string[]; contactLinkLabel: string; footer: Cta };
  trainer: { footer: Cta };
  classes: { schedulePrintLabel: string; tip: { paragraphs: string[] }; footer: Cta };
  amenities: { footer: Cta };
}>('page-text');
export const hours = load<{
  hours: { access: string; groups: { name: string; times: { days: string; time: string }[] }[] };
}>('site').hours;

export function pageEntry(p: string): PageEntry {
  const entry = pages.find((e) => e.path === p);
  if (!entry) throw new Error(`content/pages.yaml has no ${p}`);
  return entry;
}
