// PurgeCSS (a PostCSS step of gatsby-plugin-sass) keeps a selector only if our source names its
// classes: the inlined CSS is paid before the first paint (page-css.ts cuts it per page after).
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';

/** Classes no source spells out whole: the carousel's while it slides, and those built from props. */
const BUILT_AT_RUN_TIME = [
  /^carousel$/,
  /^carousel-inner$/,
  /^carousel-item(-next|-prev|-start|-end)?$/,
  /^slide$/,
  /^pointer-event$/,
  /^active$/,
  /^alert-(success|danger)$/,
  /^btn-close$/,
  /^scheduler--/,
  /^hours-badge--/,
  /^page-section--/,
];

/** Attributes set by the running page, and data-count, from the content. */
export const SET_WHILE_RUNNING = [/data-more/, /aria-busy/, /data-status/];
const ATTRIBUTES_SET_AT_RUN_TIME = [/data-count/, ...SET_WHILE_RUNNING];

/** Bootstrap's reboot for elements a page may hold that our source never names (a few hundred bytes). */
const REBOOT_ELEMENTS = [
  'hr',
  'h4',
  'h5',
  'h6',
  'small',
  'ol',
  'abbr',
  'blockquote',
  'mark',
  'sub',
  'sup',
  'pre',
  'code',
  'kbd',
  'samp',
  'figure',
  'tfoot',
  'select',
  'optgroup',
  'fieldset',
  'legend',
  'output',
  'iframe',
  'summary',
  'progress',
  'hidden',
];

/** What PurgeCSS keeps beside the classes it finds: for the whole stylesheet and for each page. */
export const PURGE_OPTIONS = {
  safelist: {
    standard: [...REBOOT_ELEMENTS, ...BUILT_AT_RUN_TIME],
    greedy: ATTRIBUTES_SET_AT_RUN_TIME,
    // The theme's tokens stay on :root even unread (the suite checks the accent there).
    variables: [/^--bs-primary/, /^--club-/],
  },
  // Bootstrap declares ~200 custom properties on :root; keep the ones a kept rule reads.
  variables: true,
  keyframes: true,
};

/** Classes added only while a page runs: each page's inlined CSS keeps their rules too (page-css.ts). */
export const SHOWN_WHILE_RUNNING = [
  'site-header--scrolled',
  'is-invalid',
  'invalid-feedback',
  'alert',
  'alert-dismissible',
  'map-frame-map',
  'hours-badge',
  'schedule-days--live',
  'schedule-day--selected',
  'schedule-tab--selected',
  'schedule-filter-link--selected',
  'promo-fireworks',
  'icon-pause',
  'icon-play',
];

export const purgeCss = () =>
  purgeCSSPlugin({
    content: ['src/**/*.{ts,tsx}', 'gatsby-*.tsx'],
    // Tests name classes the site never renders.
    skippedContentGlobs: ['src/**/__tests__/**'],
    ...PURGE_OPTIONS,
  });
