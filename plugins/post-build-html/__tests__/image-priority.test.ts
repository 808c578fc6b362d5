import { lowPriorityPhotos } from '../image-priority';

const PHOTO =
  '<img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" loading="eager" src="/a.jpg" alt="Racks"/>';

it('asks for a low priority on each photo, once, and leaves everything else as it was', () => {
  const html = `<html><body><img class="site-logo" src="/logo.svg" alt="Club"/>${PHOTO}<p>x</p>${PHOTO}<noscript>${PHOTO}</noscript></body></html>`;
  const done = lowPriorityPhotos(html);
  const low = PHOTO.replace('<img', '<img fetchpriority="low"');
  expect(done).toBe(
    `<html><body><img class="site-logo" src="/logo.svg" alt="Club"/>${low}<p>x</p>${low}<noscript>${PHOTO}</noscript></body></html>`,
  );
  expect(lowPriorityPhotos(done)).toBe(done);
});

it('keeps a priority a photo already asks for', () => {
  const high = PHOTO.replace('<img', '<img fetchpriority="high"');
  expect(lowPriorityPhotos(high)).toBe(high);
});
