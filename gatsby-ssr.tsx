// gatsby-ssr: the <html lang> attribute, the script that holds early taps in every page's
// <head>, and the shared layout during server rendering.
import React from 'react';
import type { GatsbySSR } from 'gatsby';
export { wrapPageElement } from './src/components/layout/site-layout';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: __SITE_CONFIG__.language });
  // Run as the parser reaches it: from then on a tap on a control that needs its component's
  // script is held until that component has hydrated (src/early/).
  setHeadComponents([
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: __EARLY_TAPS_SCRIPT__ }} />,
  ]);
};
