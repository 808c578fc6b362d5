// The CSS the site ships is Bootstrap's and ours, less every rule no page can use: PurgeCSS
// (as a PostCSS step of gatsby-plugin-sass) keeps a selector only if its class names appear in
// our source. Gatsby inlines that CSS in every page's <head>, where each kilobyte is paid before
// the first paint; after the build each page keeps only what it can use (plugins/post-build-html/page-css.ts).
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';

/**
 * Classes that no source file spells out whole: react-bootstrap's carousel adds them while it
 * runs (its sliding), and our own components build a few from props (`alert-${tone}`,
 * `scheduler--${size}`, `hours-badge--${state}`). Each names only what those components set:
 * a bare /modal/ would keep the fullscreen dialogs in every page's <head>. The promo dialog's
 * classes are in its source (promo-overlay.tsx).
 */
const BUILT_AT_RUN_TIME = [
  // Carousel: the frame, the slide in place, and the classes of a slide on its way in or out.
  /^carousel$/,
  /^carousel-inner$/,
  /^carousel-item(-next|-prev|-start|-end)?$/,
  /^slide$/,
  /^pointer-event$/,
  /^active$/,
  // The form's green and red boxes (`alert-${tone}`), and their close button.
  /^alert-(success|danger)$/,
  /^btn-close$/,
  /^scheduler--/,
  /^hours-badge--/,
  /^page-section--/,
];

/**
 * Attribute selectors whose values come from the content or the running page: grids lay out by
 * their item count (data-count), a carousel's indicator strip fades the end that hides more
 * (data-more, set by carousel-controls.tsx), and a control holds a tap made before its script
 * ran (aria-busy, src/early/early-taps.ts), and the scheduling widget's box hides the tour
 * request once the widget runs (data-status, src/components/scheduler.tsx). PurgeCSS keeps
 * `[open]` (the drawer's) itself.
 */
export const SET_WHILE_RUNNING = [/data-more/, /aria-busy/, /data-status/];
const ATTRIBUTES_SET_AT_RUN_TIME = [/data-count/, ...SET_WHILE_RUNNING];

/**
 * Bootstrap's reboot for elements our source may not name but a page can still hold: the
 * scheduling widget's iframe, the `hidden` attribute React sets, what a future content field
 * or a third party may add. A few hundred bytes, kept whole.
 */
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
    // Standard: a selector stays when every class in it is used or listed here.
    standard: [...REBOOT_ELEMENTS, ...BUILT_AT_RUN_TIME],
    greedy: ATTRIBUTES_SET_AT_RUN_TIME,
    // The theme's own tokens stay on :root even where no kept rule reads them
    // (the suite checks the accent there).
    variables: [/^--bs-primary/, /^--club-/],
  },
  // Bootstrap declares ~200 custom properties on :root; keep the ones a kept rule reads.
  variables: true,
  keyframes: true,
};

/**
 * Classes our components add only while a page runs, so no page's server HTML holds them: the
 * header's scrolled state, a field's error, the form's boxes, the shown map, the live hours
 * badge, the promo fireworks and the carousel's pause and play icons. Each page's inlined CSS keeps their rules too
 * (plugins/post-build-html/page-css.ts); a new one belongs here, or its rules wait for the whole stylesheet.
 */
export const SHOWN_WHILE_RUNNING = [
  'site-header--scrolled',
  'is-invalid',
  'invalid-feedback',
  'alert',
  'alert-dismissible',
  'map-frame-map',
  'hours-badge',
  // The phone's schedule, once its script has chosen a day (and a class).
  'schedule-days--live',
  'schedule-day--selected',
  'schedule-tab--selected',
  'schedule-filter-link--selected',
  'promo-fireworks',
  // The carousel's pause and play icons swap once it runs (the server renders it paused).
  'icon-pause',
  'icon-play',
];

/** Tests and mocks name classes the site never renders. */
const SKIPPED_SOURCES = ['src/**/__tests__/**', 'src/test-utils/**'];

export const purgeCss = () =>
  purgeCSSPlugin({
    content: ['src/**/*.{ts,tsx}', 'gatsby-*.tsx'],
    skippedContentGlobs: SKIPPED_SOURCES,
    ...PURGE_OPTIONS,
  });
