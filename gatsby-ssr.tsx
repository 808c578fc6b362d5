// gatsby-ssr: the <html lang> attribute and the shared layout during server rendering.
import type { GatsbySSR } from 'gatsby';
export { wrapPageElement } from './src/wrap-page-element';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: __SITE_CONFIG__.language });
};
