// After `gatsby build`: gatsby-plugin-image's photos ask for a low fetch priority. Chrome starts
// them at low priority anyway, then raises those in view to high if they are still loading at the
// first layout, a race a fast connection wins or loses by a few milliseconds. No photo is a page's
// largest contentful paint (each fades in once loaded; the heading, a caption or the logo is), and
// while they load nothing competes with them (the CSS is in the page, and the loader adds the
// bundles only once the photos in view have loaded, bundles-after-paint.ts), so a visitor gains
// nothing from the raise. Lighthouse, though, counts a raised photo as part of the largest paint
// (~0.3 s on its slow 4G): fixing the priority makes that figure depend on the page, not the race.
import { attributesOf, elements, parseWithOffsets, rewriteHtmlFiles } from './parse';

/** `html` with fetchpriority="low" on each gatsby-plugin-image photo that sets none. */
export function lowPriorityPhotos(html: string): string {
  const photos = elements(parseWithOffsets(html)).filter((element) => {
    const attributes = attributesOf(element);
    return (
      element.tagName === 'img' &&
      'data-main-image' in attributes &&
      !('fetchpriority' in attributes)
    );
  });
  let result = html;
  for (const photo of photos.reverse()) {
    const at = photo.sourceCodeLocation!.startOffset + '<img'.length;
    result = `${result.slice(0, at)} fetchpriority="low"${result.slice(at)}`;
  }
  return result;
}

/** Rewrites every HTML file under `publicDir`; returns how many changed. */
export const lowPriorityPhotosIn = (publicDir: string): number =>
  rewriteHtmlFiles(publicDir, lowPriorityPhotos);
