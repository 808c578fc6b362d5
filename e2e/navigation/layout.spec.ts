// The shared layout: header breakpoint, drawer, scroll threshold, footer, skip link, motion.
import { test, expect, gotoHydrated } from '../support/fixtures';
import { links, navigation, site } from '../support/content';
import { inspectPage, VISITOR_LIMITS } from '../support/visitor-view/inspect-page';

const burger = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Open menu' });

async function openDrawerOnPhone(page: import('@playwright/test').Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, '/');
  await burger(page).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('at 1024 px the navigation is behind the burger; at 1025 px it is inline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoHydrated(page, '/');
  await expect(burger(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();

  await page.setViewportSize({ width: 1025, height: 800 });
  await expect(burger(page)).toBeHidden();
  const inline = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(inline).toBeVisible();
  await expect(inline.getByRole('link')).toHaveText(navigation.map((n) => n.label));
});

test('the drawer lists the navigation in order and closes when a link is chosen', async ({
  page,
}) => {
  const drawer = await openDrawerOnPhone(page);
  await expect(drawer.getByRole('link')).toHaveText(navigation.map((n) => n.label));

  await drawer.getByRole('link', { name: 'Classes' }).click();

  await expect(page).toHaveURL(/\/classes\/$/);
  await expect(drawer).toBeHidden();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Tab stays in the open drawer, every stop visible: after Contact comes Close', async ({
  page,
}) => {
  const drawer = await openDrawerOnPhone(page);
  const close = drawer.getByRole('button', { name: 'Close menu' });
  const contact = drawer.getByRole('link', { name: 'Contact' });

  // The open dialog gives focus to its first control.
  await expect(close).toBeFocused();
  for (const item of navigation) {
    await page.keyboard.press('Tab');
    await expect(drawer.getByRole('link', { name: item.label, exact: true })).toBeFocused();
  }
  await expect(contact).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(contact).toBeFocused();

  const report = await page.evaluate(inspectPage, { ...VISITOR_LIMITS, focus: true });
  expect(report.focusChecked).toBe(navigation.length + 1);
  expect(report.focus).toEqual([]);
});

test('Escape closes the drawer and gives focus back to the burger', async ({ page }) => {
  const drawer = await openDrawerOnPhone(page);
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');

  await expect(drawer).toBeHidden();
  await expect(burger(page)).toBeFocused();
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the page behind the open drawer does not scroll', async ({ page }) => {
  await openDrawerOnPhone(page);
  const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflowY);
  expect(await overflow()).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect.poll(overflow).not.toBe('hidden');
});

test('the drawer slides in from the right, and not with reduced motion', async ({ page }) => {
  const drawer = await openDrawerOnPhone(page);
  const transition = () =>
    drawer.evaluate((d) => {
      const s = getComputedStyle(d);
      return { property: s.transitionProperty, duration: s.transitionDuration.split(',')[0] };
    });
  expect(await transition()).toEqual({ property: 'transform, overlay, display', duration: '0.4s' });
  await expect(drawer).toHaveCSS('transform', 'none');
  const box = (await drawer.boundingBox())!;
  expect(box.x + box.width).toBe(375);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await transition()).duration).toBe('0s');
});

test('the drawer closes when the window grows to 1025 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await gotoHydrated(page, '/');
  await burger(page).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.setViewportSize({ width: 1025, height: 800 });

  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('past 50 px of scrolling the logo shrinks and the toolbar grows; both revert', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => (document.body.style.minHeight = '3000px'));
  const logo = page.locator('header .site-logo');
  const toolbar = page.getByTestId('site-toolbar');
  const size = () =>
    logo.evaluate((img) => ({
      w: img.getBoundingClientRect().width,
      h: img.getBoundingClientRect().height,
    }));
  const minHeight = () => toolbar.evaluate((el) => getComputedStyle(el).minHeight);

  expect(await size()).toEqual({ w: 140, h: 112 });
  await page.evaluate(() => window.scrollTo(0, 50));
  await page.waitForTimeout(100);
  expect(await size()).toEqual({ w: 140, h: 112 });
  expect(await minHeight()).not.toBe('170px');

  await page.evaluate(() => window.scrollTo(0, 51));
  await expect.poll(minHeight).toBe('170px');
  const shrunk = await size();
  expect(shrunk.w).toBe(140);
  expect(shrunk.h).toBeLessThan(112); // automatic height from the logo's own proportions

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(minHeight).not.toBe('170px');
  expect(await size()).toEqual({ w: 140, h: 112 });
});

test('the footer has the copyright, logo, navigation and social links in new tabs', async ({
  page,
}) => {
  await gotoHydrated(page, '/amenities/');
  const footer = page.getByRole('contentinfo');

  await expect(footer).toContainText(`© ${site.copyrightYear} ${site.name}. All rights reserved.`);
  await expect(footer.getByRole('img', { name: site.name })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText(
    navigation.map((n) => n.label),
  );
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(3);
  for (const [i, link] of links.social.entries()) {
    await expect(social.nth(i)).toHaveAttribute('href', link.url);
    await expect(social.nth(i)).toHaveAttribute('target', '_blank');
    await expect(social.nth(i)).toHaveAttribute('rel', /\bnoopener\b/);
  }
});

test('Book a Tour opens the external scheduler in a new tab', async ({ page }) => {
  await gotoHydrated(page, '/');
  const action = page
    .getByRole('banner')
    .getByRole('link', { name: /^Book a Tour \(opens in a new tab\)$/ });
  await expect(action).toHaveAttribute('href', links.external.tourScheduling!.url);
  await expect(action).toHaveAttribute('target', '_blank');
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/classes/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('pages slide in over 400 ms, and not at all with reduced motion', async ({ page }) => {
  await gotoHydrated(page, '/');
  // Main's children slide together (main itself would carry the promo dialog along).
  const animation = () =>
    page.locator('main > *').evaluateAll((children) =>
      children.map((child) => {
        const s = getComputedStyle(child);
        return { name: s.animationName, duration: s.animationDuration };
      }),
    );
  const slides = await animation();
  expect(slides.length).toBeGreaterThan(1);
  for (const slide of slides) expect(slide).toEqual({ name: 'page-enter', duration: '0.4s' });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const slide of await animation()) expect(slide.name).toBe('none');
});

test('a client-side navigation replays the slide-in and keeps the header mounted', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.evaluate(
    () => ((document.querySelector('header') as HTMLElement & { marker?: number }).marker = 1),
  );
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Amenities' })
    .click();
  await expect(page).toHaveURL(/\/amenities\/$/);
  await expect(page.locator('h1')).toHaveText('Amenities');
  expect(
    await page.evaluate(
      () => (document.querySelector('header') as HTMLElement & { marker?: number }).marker,
    ),
  ).toBe(1);
});

test('the whole stylesheet waits, fetched but held, until a navigation needs its rules', async ({
  page,
}) => {
  // /faq/ inlines only its own rules: none for the home page's carousel.
  await gotoHydrated(page, '/faq/');
  const fullSheet = () =>
    page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      return link && { media: link.media, rules: link.sheet?.cssRules.length ?? 0 };
    });
  // Fetched while the page is idle, but matching no media: the page is not restyled for it.
  await expect.poll(fullSheet).toEqual({ media: 'not all', rules: expect.any(Number) });
  await expect.poll(async () => (await fullSheet())?.rules).toBeGreaterThan(100);

  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/:\d+\/$/);
  // The sheet is switched on by the navigation, which may finish a moment after the URL changes
  // on a busy machine: what the page promises is that the new page is styled, so wait for both.
  await expect.poll(async () => (await fullSheet())?.media).toBe('all');
  await expect(page.locator('.carousel-inner').first()).toHaveCSS('overflow', 'hidden');
});
