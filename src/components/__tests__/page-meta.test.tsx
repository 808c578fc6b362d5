/**
 * @jest-environment jsdom
 */
// A file-routed page: the hero of its pages.yaml entry, then its view.
import React from 'react';
import type { PageProps } from 'gatsby';
import { render, screen } from '@testing-library/react';
import type { PageContext } from '../../../contracts/routes';
import { viewPage, type PageMeta, type ViewProps } from '../page-meta';
import { fixturePage } from '../pages/__tests__/fixture-query';

type Data = { page: PageMeta | null };

const View = ({ page }: ViewProps<Data>) => <p>The view of {page.title}</p>;

const props = (path: string) =>
  ({
    data: { page: fixturePage(path) },
    pageContext: { pagePath: path, old: false },
    location: { hash: '' },
  }) as unknown as PageProps<Data, PageContext>;

it('shows the hero of the page’s entry in pages.yaml above its view', () => {
  const Page = viewPage<Data>(View);
  const { container } = render(<Page {...props('/classes/')} />);

  const hero = fixturePage('/classes/').hero;
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.heading);
  expect(screen.getByText(hero.text)).toBeInTheDocument();
  expect(container.lastChild).toHaveTextContent('The view of Classes');
});

it('leaves the hero to a view that draws its own', () => {
  const Page = viewPage<Data>(View, { ownHero: true });
  render(<Page {...props('/membership/')} />);

  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.getByText('The view of Membership')).toBeInTheDocument();
});

it('names the missing entry in pages.yaml', () => {
  const Page = viewPage<Data>(View);
  const missing = { ...props('/classes/'), data: { page: null } };
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Page {...missing} />)).toThrow(
    "content/pages.yaml's entry with path: /classes/",
  );
});
