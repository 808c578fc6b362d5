/** @jest-environment jsdom */
import { applyFullStylesheet, HELD_MEDIA, loadFullStylesheet } from '../full-stylesheet';

const stylesheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({
    href: l.getAttribute('href'),
    media: l.media,
  }));

const INLINED =
  '<style data-href="/styles.abc.css" data-identity="gatsby-global-css">.hero{}</style>';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the whole stylesheet, after the page inlined its own rules', () => {
  it('is fetched from the inlined stylesheet’s data-href once, held from the screen', () => {
    document.head.innerHTML = INLINED;
    loadFullStylesheet();
    loadFullStylesheet();
    expect(stylesheets()).toEqual([{ href: '/styles.abc.css', media: HELD_MEDIA }]);
  });

  it('is applied at the first navigation, whether or not it was fetched before', () => {
    document.head.innerHTML = INLINED;
    applyFullStylesheet();
    expect(stylesheets()).toEqual([{ href: '/styles.abc.css', media: 'all' }]);

    document.head.innerHTML = INLINED;
    loadFullStylesheet();
    applyFullStylesheet();
    applyFullStylesheet();
    expect(stylesheets()).toEqual([{ href: '/styles.abc.css', media: 'all' }]);
  });

  it('is not added where nothing is inlined (gatsby develop)', () => {
    document.head.innerHTML = '<style>.gatsby-image-wrapper{}</style>';
    loadFullStylesheet();
    applyFullStylesheet();
    expect(stylesheets()).toEqual([]);
  });
});
