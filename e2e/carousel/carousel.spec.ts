// The carousels: slide counts, controls, auto-advance, pause, reduced motion, keyboard, loading.
// Timers run on Playwright's fake clock, so "every 4000 ms" is checked without waiting for it.
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { carousels } from '../support/content';

const CASES = [
  { path: '/', slides: carousels.home.length, controls: true },
  { path: '/amenities/', slides: carousels.amenities.length, controls: true },
  { path: '/classes/', slides: carousels.classes.length, controls: false },
  { path: '/personal-training/', slides: carousels.personalTraining.length, controls: false },
];

const activeIndex = (page: Page) =>
  page
    .locator('.carousel-item')
    .evaluateAll((items) => items.findIndex((i) => i.classList.contains('active')));

test('each carousel shows the spec’s slides (16, 21, 1 and 1), controls for more than one', async ({
  page,
}) => {
  expect(CASES.map((c) => c.slides)).toEqual([16, 21, 1, 1]);
  for (const { path, slides, controls } of CASES) {
    await test.step(`${path} shows ${slides} slide(s) ${controls ? 'with' : 'without'} controls`, async () => {
      await page.goto(path);
      const carousel = page.locator('.slide-carousel');

      await expect(carousel.locator('.carousel-item')).toHaveCount(slides);
      await expect(carousel.getByRole('button', { name: 'Previous slide' })).toHaveCount(
        controls ? 1 : 0,
      );
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toHaveCount(
        controls ? 1 : 0,
      );
      await expect(carousel.locator('.carousel-indicators button')).toHaveCount(
        controls ? slides : 0,
      );
      await expect(carousel.getByRole('button', { name: /slideshow/ })).toHaveCount(
        slides > 1 ? 1 : 0,
      );
      const altTexts = await carousel
        .locator('.carousel-item picture img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
      expect(altTexts.every((a) => a && a.length > 5)).toBe(true);
    });
  }
});

test('only the first slide image loads eagerly; the rest are lazy', async ({ page }) => {
  await page.goto('/');
  const loading = await page
    .locator('.carousel-item picture img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')));

  expect(loading[0]).toBe('eager');
  expect(loading.slice(1).every((l) => l === 'lazy')).toBe(true);
});

test.describe('as served, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('only the first slide and its two neighbours hold an image', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('.slide-carousel .carousel-item');
    const withImage = (n: number) => items.nth(n).locator('picture img').first();

    await expect(items).toHaveCount(carousels.home.length);
    await expect(items.filter({ has: page.locator('picture img') })).toHaveCount(3);
    await expect(withImage(0)).toBeAttached();
    await expect(withImage(1)).toBeAttached();
    await expect(withImage(carousels.home.length - 1)).toBeAttached();
  });
});

test('a slide gets its image when it or a neighbour is shown', async ({ page }) => {
  // Still, so only the visitor moves it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/');
  const carousel = page.locator('.slide-carousel');
  const imageOf = (n: number) => carousel.locator('.carousel-item').nth(n).locator('picture img');
  // The neighbours of the slide shown, so sliding either way never shows an empty frame.
  await expect(imageOf(1)).toHaveCount(1);
  await expect(imageOf(carousels.home.length - 1)).toHaveCount(1);
  await expect(imageOf(5)).toHaveCount(0);

  await carousel.getByRole('tab').nth(4).click();
  await expect(imageOf(4)).toHaveCount(1);
  await expect(imageOf(5)).toHaveCount(1);
});

test('the server-rendered page shows the first slide and no script advances it', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const items = [...html.matchAll(/class="(active )?carousel-item( active)?"/g)];

  expect(items).toHaveLength(16);
  expect(items.findIndex((m) => m[1] || m[2])).toBe(0);
  expect(items.filter((m) => m[1] || m[2])).toHaveLength(1);
});

/** Freezes the page's fake clock, whose slideshow is stopped; until then it flows with real time. */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A minute ahead: the page's clock runs on while this call travels, for seconds on a busy
  // machine, and a stopped slideshow has no timer to fire on the way.
  await page.clock.pauseAt(now + 60_000);
}

test.describe('behaviour', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/amenities/');
    // The pause button exists only once the page has hydrated and the carousel runs. Stop the
    // slideshow and freeze time, so each test starts it at a known instant with "Play".
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await freezeClock(page);
    await page.locator('.slide-carousel').scrollIntoViewIfNeeded();
    expect(await activeIndex(page)).toBe(0);
  });

  const play = async (page: Page) => {
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(0, 0); // not hovering the carousel
  };

  test('advances every 4000 ms and wraps from the last slide to the first', async ({ page }) => {
    await play(page);
    await page.clock.runFor(3900);
    expect(await activeIndex(page)).toBe(0);
    await page.clock.runFor(800); // past 4000 ms, plus the ~600 ms transition
    await expect.poll(() => activeIndex(page)).toBe(1);

    await page.locator('.carousel-indicators button').last().click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(700);
    await expect.poll(() => activeIndex(page)).toBe(20);
    await page.clock.runFor(4000);
    await expect.poll(() => activeIndex(page)).toBe(0);
  });

  test('the pause button stops it and the play button restarts it', async ({ page }) => {
    await play(page);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    expect(await activeIndex(page)).toBe(0);

    await play(page);
    await page.clock.runFor(4700);
    await expect.poll(() => activeIndex(page)).toBe(1);
  });

  test('pauses while hovered', async ({ page }) => {
    await play(page);
    await page.locator('.slide-carousel .carousel-item.active').hover();
    await page.clock.runFor(20_000);
    expect(await activeIndex(page)).toBe(0);
  });

  test('the arrow keys move between slides', async ({ page }) => {
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(700);
    await expect.poll(() => activeIndex(page)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await page.clock.runFor(700);
    await expect.poll(() => activeIndex(page)).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await page.clock.runFor(700);
    await expect.poll(() => activeIndex(page)).toBe(20);
  });
});

test('with reduced motion it does not advance until the visitor presses play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await page.mouse.move(0, 0);

  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await freezeClock(page);
  await page.clock.runFor(20_000);
  expect(await activeIndex(page)).toBe(0);
});
