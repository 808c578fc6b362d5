// gatsby-browser: global styles (fetched once idle and applied at the first navigation: each
// page inlines only its own rules), the shared layout, and analytics' page views.
import './src/styles/main.scss';
import type { GatsbyBrowser } from 'gatsby';
import { initAnalytics, trackPageView } from './src/analytics/gtag';
import { applyFullStylesheet, loadFullStylesheetWhenIdle } from './src/styles/full-stylesheet';
export { wrapPageElement } from './src/components/layout/site-layout';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Gatsby's router restores scroll positions itself. Left on 'auto', the browser also restores
  // on back/forward while the previous page is still shown, and the router then files that
  // position under the wrong page, so the next back or forward lands in the wrong place.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  initAnalytics(__SITE_CONFIG__.analyticsId);
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  loadFullStylesheetWhenIdle();
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  // Another page of the site is coming: it needs its rules now.
  if (prevLocation) applyFullStylesheet();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  // Gatsby applies the new page's <Head> after this hook; wait two frames so document.title,
  // the route titles joined by " - ", belongs to the page just shown.
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      trackPageView({ title: document.title, path: location.pathname, url: location.href }),
    ),
  );
};
