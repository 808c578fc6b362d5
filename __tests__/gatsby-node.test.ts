// gatsby-node makes every page one way: the page, its content path in the context, and for the
// pages of the previous design an /old/ copy with `old: true`.
import path from 'node:path';
import { loadContent } from '../content-library';
import { createPages, onCreatePage } from '../gatsby-node';

type Created = { path: string; component: string; context: Record<string, unknown> };

function run(page: Created) {
  const actions = { createPage: jest.fn(), deletePage: jest.fn() };
  (onCreatePage as (args: unknown) => void)({ page, actions });
  const created = actions.createPage.mock.calls.map(([p]: [Created]) => [p.path, p.context]);
  return { created, deleted: actions.deletePage.mock.calls.length };
}

const filePage = (pagePath: string, file: string): Created => ({
  path: pagePath,
  component: path.resolve('src/pages', file),
  context: {},
});

describe('onCreatePage', () => {
  it('gives a file page its content path, and its /old/ variant old: true', () => {
    expect(run(filePage('/classes/', 'classes.tsx'))).toEqual({
      deleted: 1,
      created: [
        ['/classes/', { pagePath: '/classes/', old: false }],
        ['/old/classes/', { pagePath: '/classes/', old: true }],
      ],
    });
    expect(run(filePage('/', 'index.tsx')).created[1]).toEqual([
      '/old/',
      { pagePath: '/', old: true },
    ]);
  });

  it('makes no /old/ variant of pages the previous design did not have', () => {
    expect(run(filePage('/book-tour/', 'book-tour.tsx')).created).toEqual([
      ['/book-tour/', { pagePath: '/book-tour/', old: false }],
    ]);
  });

  it("gives the contact page the FAQ's popular questions, which its query asks for alone", () => {
    const [, context] = run(filePage('/contact/', 'contact.tsx')).created[0]!;
    expect(context).toMatchObject({
      popularFaq: loadContent('page-text').contact.faq.popular,
    });
    expect((context as { popularFaq: string[] }).popularFaq.length).toBeGreaterThan(0);
  });

  it('points 404.html at the /404/ entry of pages.yaml', () => {
    expect(run(filePage('/404.html', '404.tsx')).created).toEqual([
      ['/404.html', { pagePath: '/404/', old: false }],
    ]);
  });

  it('leaves alone the pages it made and pages not in src/pages', () => {
    const made = {
      ...filePage('/old/classes/', 'classes.tsx'),
      context: { pagePath: '/classes/' },
    };
    expect(run(made)).toEqual({ deleted: 0, created: [] });
    const dev404 = {
      path: '/dev-404-page/',
      component: path.resolve('.cache/dev-404-page.js'),
      context: {},
    };
    expect(run(dev404)).toEqual({ deleted: 0, created: [] });
  });
});

describe('createPages', () => {
  it('makes each trainer page and its /old/ variant from the trainer node', async () => {
    const actions = { createPage: jest.fn() };
    const graphql = async () => ({
      data: { allTrainersYaml: { nodes: [{ id: 'node-3', yamlId: '3' }] } },
    });
    await (createPages as (args: unknown) => Promise<void>)({ graphql, actions, reporter: {} });
    expect(actions.createPage.mock.calls.map(([p]: [Created]) => [p.path, p.context])).toEqual([
      ['/personal-trainer/3/', { id: 'node-3', pagePath: '/personal-trainer/3/', old: false }],
      ['/old/personal-trainer/3/', { id: 'node-3', pagePath: '/personal-trainer/3/', old: true }],
    ]);
  });
});
