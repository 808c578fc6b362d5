// The CSS the site ships is Bootstrap's and ours, less every rule no page can use: PurgeCSS
// (as a PostCSS step of gatsby-plugin-sass) keeps a selector only if its class names appear in
// our source. Every page inlines the CSS in its <head>, so each kilobyte here is paid on every
// first visit, before the first paint.
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';

/**
 * Classes that no source file spells out whole: react-bootstrap's components add them while
 * they run (the carousel's sliding, the drawer's and the dialog's opening), and our own
 * components build a few from props (`alert-${tone}`, `scheduler--${size}`, `hours-badge--${state}`).
 */
const BUILT_AT_RUN_TIME = [
  /carousel/,
  /offcanvas/,
  /modal/,
  /^fade$/,
  /^show/,
  /^hiding$/,
  /^active$/,
  /^alert-/,
  /^scheduler--/,
  /^hours-badge--/,
  // Grids lay out by their item count (data-count), which comes from the content.
  /data-count/,
  /^page-section--/,
  /^btn-close/,
];

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

export const purgeCss = () =>
  purgeCSSPlugin({
    content: ['src/**/*.{ts,tsx}', 'gatsby-*.tsx'],
    // Tests and mocks name classes the site never renders.
    skippedContentGlobs: ['src/**/__tests__/**', 'src/test-utils/**'],
    safelist: {
      standard: REBOOT_ELEMENTS,
      greedy: BUILT_AT_RUN_TIME,
      // The theme's own tokens stay on :root even where no kept rule reads them
      // (the suite checks the accent there).
      variables: [/^--bs-primary/, /^--club-/],
    },
    // Bootstrap declares ~200 custom properties on :root; keep the ones a kept rule reads.
    variables: true,
    keyframes: true,
  });
