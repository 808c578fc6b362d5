// /admin/'s script: the CMS (Sveltia's npm build, bundled so nothing loads from a CDN) and its
// preview pane, which renders each entry with the site's own components as the editor types.
import CMS from '@sveltia/cms';
import React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PreviewContent } from './content';
import { PREVIEWS } from './templates';

// Filled in by bundle.ts: the other content files' words, and the site's built stylesheet.
declare const PREVIEW_CONTENT: PreviewContent;
declare const SITE_STYLESHEETS: string[];

/** What the CMS hands a preview template (Decap's API): the entry as an Immutable Map. */
type TemplateProps = {
  entry: { toJS(): { slug?: string; path?: string; data?: Record<string, unknown> } };
  getAsset: (path: string) => { toString(): string } | undefined;
};

/** The CMS's own React (Decap's documented globals, which Sveltia sets) renders the templates;
 * the site's components run under the site's React. */
type CmsGlobals = {
  createClass: (spec: Record<string, unknown>) => unknown;
  h: typeof React.createElement;
};
const { createClass, h } = window as unknown as CmsGlobals;

/** A new upload is the browser's (blob:) until saved; a saved one, the CMS's copy. */
const assetUrl = (path: string, getAsset: TemplateProps['getAsset']) =>
  /^(blob|data):/.test(path) ? path : path ? String(getAsset(path) ?? '') : '';

/** Its file's name, which a new entry has not got yet. */
const idOf = (path = '') => /([^/]+)\.yaml$/.exec(path)?.[1] ?? '';

/** The site's React renders into the box on every change. */
function template(name: string) {
  const Preview = PREVIEWS[name]!;
  type Self = { props: TemplateProps; box?: HTMLDivElement | null; root?: Root };
  function draw(this: Self) {
    const entry = this.props.entry.toJS();
    this.root?.render(
      <Preview
        data={(entry.data ?? {}) as never}
        id={idOf(entry.path) || (entry.slug ?? '')}
        assetUrl={(path) => assetUrl(path, this.props.getAsset)}
        content={PREVIEW_CONTENT}
      />,
    );
  }
  return createClass({
    displayName: 'SitePreview',
    componentDidMount(this: Self) {
      this.root = createRoot(this.box!);
      draw.call(this);
    },
    componentDidUpdate: draw,
    componentWillUnmount(this: Self) {
      const { root } = this;
      // Unmounted after the CMS's own commit, which is still under way here.
      setTimeout(() => root?.unmount());
    },
    render(this: Self) {
      return h('div', { ref: (el: HTMLDivElement | null) => (this.box = el) });
    },
  });
}

for (const href of SITE_STYLESHEETS) CMS.registerPreviewStyle(href);
for (const name of Object.keys(PREVIEWS)) {
  CMS.registerPreviewTemplate(
    name,
    template(name) as Parameters<typeof CMS.registerPreviewTemplate>[1],
  );
}
void CMS.init();
