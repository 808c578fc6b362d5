// A page that so far shows its hero only; the page's own content builds on it.
import React from 'react';
import { Hero } from '../hero';
import { requirePage, type PageMeta } from '../page-meta';

type BasicPageProps = {
  page: PageMeta | null | undefined;
  path: string;
  children?: React.ReactNode;
};

export const BasicPage = ({ page, path, children }: BasicPageProps) => {
  const meta = requirePage(page, path);
  return (
    <>
      <Hero heading={meta.hero.heading} text={meta.hero.text} />
      {children}
    </>
  );
};
