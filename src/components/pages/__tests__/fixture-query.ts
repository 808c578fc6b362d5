// The page views' props for unit tests: the fixture content (fixtures/content/) shaped as the
// pages' queries hand it over, so a view renders as on the fixture build without GraphQL.
// Where the build computes a field (an entry's id, an image, a formatted date), it stands here as
// the view receives it. A Markdown field keeps its text, which is HTML too; a test that needs
// markup (a link) writes that HTML itself.
import type React from 'react';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { LocationProvider } from '@gatsbyjs/reach-router';
import { useStaticQuery } from 'gatsby';
import { FIXTURE_CONTENT } from '../../../../fixtures';
import { loadContent, type LoadedContent } from '../../../../content-library';
import type { PageMeta } from '../../page-meta';
import { TEST_IMAGE } from '../../../__tests__/support/test-image';

const load = <K extends keyof LoadedContent>(name: K) => loadContent(name, FIXTURE_CONTENT);

const IMAGE = { childImageSharp: { gatsbyImageData: TEST_IMAGE } };

/** An entry node: the file's name is GraphQL's `yamlId`. */
const node = <T extends { id: string }>({ id, ...rest }: T) => ({ ...rest, yamlId: id });

/**
 * An entry folder's nodes. The query returns them in no set order: here the reverse of the
 * site's, so a view that forgot to put them in order shows it.
 */
const nodes = <T extends { id: string }>(entries: readonly T[]) => ({
  nodes: entries.map(node).reverse(),
});

/** A date of the YAML as GraphQL's formatString writes it, in English. */
const formatDate = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

/** "Thursday, December 24" for 2026-12-24: "dddd, MMMM D". */
export const displayDate = (iso: string) =>
  formatDate(iso, { weekday: 'long', month: 'long', day: 'numeric' });

function siteYaml() {
  const site = load('site');
  const days = site.hours.exceptions?.days ?? [];
  return {
    ...site,
    hours: {
      ...site.hours,
      exceptions: {
        ...site.hours.exceptions,
        // gatsby-node's upcoming: the holidays still to come on the build's day.
        upcoming: days.map((day) => ({ ...day, displayDate: displayDate(day.date) })),
      },
    },
  };
}

function slides(list: readonly { alt: string; title?: string; description?: string }[]) {
  return list.map((slide) => ({ ...slide, src: IMAGE }));
}

function carouselsYaml() {
  const carousels = load('carousels');
  return Object.fromEntries(Object.entries(carousels).map(([name, list]) => [name, slides(list)]));
}

function linksYaml() {
  const links = load('links');
  return {
    ...links,
    partners: links.partners.map((partner) => ({
      ...partner,
      logo: {
        alt: partner.logo.alt,
        src: { publicURL: `/static/${partner.name}.svg`, imageSize: { width: 200, height: 80 } },
      },
    })),
  };
}

function accessibilityYaml() {
  const statement = load('accessibility');
  return {
    ...statement,
    // "MMMM D, YYYY" and "YYYY-MM-DD".
    lastReviewed: formatDate(statement.lastReviewed, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
    lastReviewedIso: statement.lastReviewed,
  };
}

/** The trainer a trainer page's query finds: the fixture's first. */
function trainerNode() {
  const [first] = load('trainers');
  return { ...first!, img: { alt: first!.img.alt, src: IMAGE } };
}

/** Every view's query at once; each view reads its own part of it (asQuery). */
export function fixtureQuery() {
  return {
    siteYaml: siteYaml(),
    pageTextYaml: load('page-text'),
    linksYaml: linksYaml(),
    carouselsYaml: carouselsYaml(),
    membershipYaml: load('membership'),
    allMembershipPlansYaml: nodes(load('membership-plans')),
    allClassesYaml: nodes(load('classes')),
    allFaqYaml: nodes(load('faq').flatMap((group) => group.questions)),
    faqGroupsYaml: load('faq-groups'),
    allTrainersYaml: nodes(
      load('trainers').map((t) => ({ ...t, img: { alt: t.img.alt, src: IMAGE } })),
    ),
    allAmenitiesYaml: { nodes: load('amenities').map(node) },
    scheduleYaml: { ...load('schedule'), image: { src: { publicURL: '/static/schedule.png' } } },
    accessibilityYaml: accessibilityYaml(),
    privacyYaml: load('privacy'),
    trainer: trainerNode(),
  };
}

export type FixtureQuery = ReturnType<typeof fixtureQuery>;

/**
 * A view's data from the fixture query, changed as a test says. The cast: the YAML's types leave
 * a field out where GraphQL's say null, which the views read alike.
 */
export const asQuery = <T>(query: FixtureQuery) => query as unknown as T;

/**
 * Renders a page's view as Gatsby does, inside its router (a form reads its page's path), with the
 * forms' static query (the club's name, the consent's words) answered from `query`. The tour
 * widget loads as it nears the screen, which jsdom never tells: its script never comes.
 */
export function renderPage(ui: React.ReactElement, query: FixtureQuery = fixtureQuery()) {
  jest.mocked(useStaticQuery).mockReturnValue(query);
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return render(ui, { wrapper: LocationProvider });
}

/** Before a file's tests, renders once and lets the forms' code load inside act(), as after the
 * visitor's first interaction: every later render has it. The hook's limit is generous: that first
 * render compiles the page's modules. */
export function loadFormCodeFirst(renderOnce: () => unknown) {
  beforeAll(async () => {
    renderOnce();
    fireEvent.pointerDown(window);
    // The script's form leaves validation to itself.
    await waitFor(() => expect(document.querySelector('form[novalidate]')).not.toBeNull(), {
      timeout: 50_000,
    });
    cleanup();
  }, 60_000);
}

/** A page's entry in the fixture's pages.yaml. */
export function fixturePage(path: string): PageMeta {
  const page = load('pages').find((p) => p.path === path);
  if (!page) throw new Error(`fixtures/content/pages.yaml has no entry with path: ${path}`);
  return page;
}

/** The page's outline as a screen reader lists it: each heading's level and text, in order. */
export const outline = (root: ParentNode = document) =>
  Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6')).map(
    (h) => `${h.tagName.toLowerCase()} ${h.textContent}`,
  );
