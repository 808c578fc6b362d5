// Every page in the shared layout, on the server and in the browser, so the header and footer
// stay mounted across navigations.
import React from 'react';
import type { WrapPageElementBrowserArgs } from 'gatsby';
import { SiteLayout } from './components/layout/site-layout';

export const wrapPageElement = ({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs, 'element' | 'props'>) => (
  <SiteLayout pathname={props.location.pathname}>{element}</SiteLayout>
);
