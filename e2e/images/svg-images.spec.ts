// While a page loads, Chromium builds no SVG image. Every SVG image, a data: URI too, is a
// document of its own that Chromium builds and lays out on the page's main thread (~25 ms each on
// a phone at 4x CPU, in the long tasks of the load): the header's logo is the page's own <svg>
// (plugins/content-source/svg-inline.ts), the carousel's arrows and the close buttons are drawn in
// CSS (src/styles/_icons.scss), the footer's copy of the logo is its file, loaded as the visitor
// nears it, and the tab's icon is a PNG.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { site } from '../support/content';
import { test, expect, gotoHydrated } from '../support/fixtures';

/** Every SVG image the page has built: CSS images (elements and their ::before and ::after), and the <img>s that have loaded one. */
function svgImagesInUse(page: Page) {
  return page.evaluate(() => {
    const isSvg = (url: string) => /^data:image\/svg|\.svg([?#]|$)/i.test(url);
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    for (const el of document.querySelectorAll('body *')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const images = [
          style.backgroundImage,
          style.maskImage,
          style.listStyleImage,
          style.content,
        ];
        for (const url of images.flatMap((v) =>
          [...v.matchAll(/url\("?([^")]+)"?\)/g)].map((m) => m[1]!),
        )) {
          if (isSvg(url)) found.push(`${name(el)}${pseudo ?? ''} (CSS)`);
        }
      }
    }
    for (const img of document.images) {
      if (img.complete && img.naturalWidth > 0 && isSvg(img.currentSrc)) found.push(name(img));
    }
    return found;
  });
}

test('the pages build no SVG image while they load', async ({ page }) => {
  for (const path of ['/', '/promo/', '/contact/']) {
    await test.step(path, async () => {
      await gotoHydrated(page, path);
      expect(await svgImagesInUse(page)).toEqual([]);
      const logo = page.getByRole('banner').getByRole('img', { name: site.name });
      expect(await logo.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
      expect(await logo.evaluate((el) => el.querySelectorAll('path').length)).toBeGreaterThan(0);
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('type', 'image/png');
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /\.png$/);
    });
  }
});

test("the footer's logo is its file, fetched as the visitor nears the footer", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/logo\.svg$/.test(request.url())) fetched.push(request.url());
  });
  await gotoHydrated(page, '/');
  const logo = page.getByRole('contentinfo').getByRole('img', { name: /.+/ }).first();
  await expect(logo).toHaveAttribute('loading', 'lazy');
  expect(fetched, 'fetched before the visitor scrolled').toEqual([]);

  await logo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(fetched).toHaveLength(1);
  expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(fetched[0]);
});

/** A screenshot of `target` as raw pixels. */
async function pixelsOf(target: Locator) {
  return sharp(await target.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** How many of the pixels are unlike `background` (the channel values of a pixel). */
function drawnAgainst({ data, info }: Awaited<ReturnType<typeof pixelsOf>>, background: number[]) {
  let drawn = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (background.some((value, c) => Math.abs(data[i + c]! - value) > 64)) drawn += 1;
  }
  return drawn;
}

/** The first pixel's channel values: a control's corner, its background. */
const corner = ({ data, info }: Awaited<ReturnType<typeof pixelsOf>>) => [
  ...data.subarray(0, info.channels),
];

test.describe("in forced colours (Windows' contrast themes)", () => {
  test.use({ forcedColors: 'active' });

  /** The pixels unlike the corner's (the background) in a screenshot of `icon`. */
  async function drawnPixels(icon: Locator) {
    const shot = await pixelsOf(icon);
    return drawnAgainst(shot, corner(shot));
  }

  test('the CSS-drawn arrows and × still show', async ({ page }) => {
    await gotoHydrated(page, '/');
    for (const name of ['Previous slide', 'Next slide']) {
      const arrow = page.getByRole('button', { name }).first();
      expect(await drawnPixels(arrow), name).toBeGreaterThan(20);
    }
    await gotoHydrated(page, '/promo/');
    const close = page.getByRole('link', { name: 'Close the offer' });
    expect(await drawnPixels(close), 'Close the offer').toBeGreaterThan(20);
  });
});

/** The share of an icon's box drawn unlike its button's background (the button's corner). */
async function inkShare(button: Locator, icon: Locator) {
  const box = await icon.boundingBox();
  expect(box?.width ?? 0, 'the icon has a box of its own').toBeGreaterThan(0);
  const background = corner(await pixelsOf(button));
  const shot = await pixelsOf(icon);
  return drawnAgainst(shot, background) / (shot.info.width * shot.info.height);
}

for (const forcedColors of ['none', 'active'] as const) {
  test.describe(`the carousel's pause and play icons, forced colours ${forcedColors}`, () => {
    test.use({ forcedColors, reducedMotion: 'no-preference' });

    test('show two bars, then a triangle, on the first page a visitor opens', async ({ page }) => {
      await gotoHydrated(page, '/');
      const pause = page.getByRole('button', { name: 'Pause slideshow' }).first();
      // Two bars with a gap (rules the page's own CSS must keep: the server renders it paused).
      const bars = await inkShare(pause, pause.locator('span'));
      expect(bars).toBeGreaterThan(0.5);
      expect(bars).toBeLessThan(0.9);
      await pause.click();
      const play = page.getByRole('button', { name: 'Play slideshow' }).first();
      // A triangle fills about half its box; a forced colour on its transparent sides, all of it.
      const triangle = await inkShare(play, play.locator('span'));
      expect(triangle).toBeGreaterThan(0.3);
      expect(triangle).toBeLessThan(0.75);
    });
  });
}
