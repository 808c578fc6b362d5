/** @jest-environment jsdom */
import { addFullStylesheet } from '../full-stylesheet';

const stylesheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the whole stylesheet, after the page inlined its own rules', () => {
  it('is added from the inlined stylesheet’s data-href, once', () => {
    document.head.innerHTML =
      '<style data-href="/styles.abc.css" data-identity="gatsby-global-css">.hero{}</style>';
    addFullStylesheet();
    addFullStylesheet();
    expect(stylesheets()).toEqual(['/styles.abc.css']);
  });

  it('is not added where nothing is inlined (gatsby develop)', () => {
    document.head.innerHTML = '<style>.gatsby-image-wrapper{}</style>';
    addFullStylesheet();
    expect(stylesheets()).toEqual([]);
  });
});
