// The promo page's overlay: the offer, its fireworks (drawn by a worker), how it closes, and the
// sign-up it holds.
import type { Locator, Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { pageText } from '../support/content';
import { fill } from '../support/forms';
import { mailFor, uniqueVisitor } from '../support/mailbox';

const { success: SUCCESS, labels: LABELS } = pageText.forms;

test.describe('promo', () => {
  // The closing links go to / through the router once the page runs, not by reloading it: a
  // mark left in the window survives.
  const markPage = (page: Page) =>
    page.evaluate(() => Object.assign(window, { promoPageMark: true }));
  const expectSamePage = async (page: Page) =>
    expect(await page.evaluate(() => 'promoPageMark' in window)).toBe(true);

  /** Two moments of the fireworks' area differ: rockets and sparks move. */
  const expectAnimating = (page: Page, fireworks: Locator) =>
    expect
      .poll(async () => {
        const before = await fireworks.screenshot();
        await page.waitForTimeout(250);
        return before.equals(await fireworks.screenshot());
      })
      .toBe(false);

  test('the overlay shows the offer, with fireworks, and "Go to Homepage" goes home', async ({
    page,
  }) => {
    await gotoHydrated(page, '/promo/');
    const overlay = page.getByRole('dialog', { name: 'First Month Free' });

    await expect(overlay).toBeVisible();
    await expect(
      overlay.getByText('Plus 3 Free Personal Training Sessions, valued at $240.00'),
    ).toBeVisible();
    await expect(overlay.getByText('Cancel within 14 days with no obligation')).toBeVisible();
    await expect(page.getByTestId('fireworks')).toHaveCount(1);

    await markPage(page);
    await overlay.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(overlay).toBeHidden();
    await expect(page.getByTestId('fireworks')).toHaveCount(0);
    await expectSamePage(page);
  });

  for (const { how, close } of [
    {
      how: 'the close button',
      close: (page: Page) => page.getByRole('link', { name: 'Close the offer' }).click(),
    },
    { how: 'Escape', close: (page: Page) => page.keyboard.press('Escape') },
  ]) {
    test(`closing the overlay with ${how} goes home too`, async ({ page }) => {
      await gotoHydrated(page, '/promo/');
      const overlay = page.getByRole('dialog', { name: 'First Month Free' });
      await expect(overlay).toBeVisible();
      // The overlay is in the page as served; it hydrates in its own Suspense boundary, after
      // the root, and takes the focus once it works as a dialog (Escape is listened for then).
      await expect(overlay).toBeFocused();

      await markPage(page);
      await close(page);

      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(overlay).toBeHidden();
      await expectSamePage(page);
    });
  }

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the overlay is open in the page as served', async ({ page }) => {
      await page.goto('/promo/');
      const overlay = page.getByRole('dialog', { name: 'First Month Free' });
      await expect(overlay).toBeVisible();
      await expect(overlay.getByText('Cancel within 14 days with no obligation')).toBeVisible();
      await expect(overlay.getByLabel(LABELS.personal_training)).toBeVisible();
      await expect(overlay.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
    });
  });

  test('once open, the dialog keeps the focus and the page behind it does not scroll', async ({
    page,
  }) => {
    await gotoHydrated(page, '/promo/');
    const overlay = page.getByRole('dialog', { name: 'First Month Free' });
    await expect(overlay).toBeFocused();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    await page.locator('.skip-link').focus();
    await expect(overlay).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(overlay.getByRole('link', { name: 'Close the offer' })).toBeFocused();
  });

  test("the fireworks are drawn by a worker, off the page's main thread, and end with the overlay", async ({
    page,
  }) => {
    const started = page.waitForEvent('worker');
    await gotoHydrated(page, '/promo/');
    const worker = await started;
    expect(new URL(worker.url()).origin).toBe(new URL(page.url()).origin);
    const fireworks = page.getByTestId('fireworks');
    // The page handed its canvas over: it can no longer draw on it itself.
    expect(
      await fireworks.evaluate((canvas: HTMLCanvasElement) => {
        try {
          canvas.getContext('2d');
          return 'the page can draw';
        } catch (error) {
          return (error as Error).name;
        }
      }),
    ).toBe('InvalidStateError');
    // And the worker draws.
    await expectAnimating(page, fireworks);

    const ended = new Promise<void>((resolve) => worker.once('close', () => resolve()));
    await page.keyboard.press('Escape');
    await expect(fireworks).toHaveCount(0);
    await ended;
  });

  test('a browser that cannot hand a canvas to a worker draws the fireworks on the page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // As in a browser without OffscreenCanvas.
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await gotoHydrated(page, '/promo/');
    const fireworks = page.getByTestId('fireworks');
    await expectAnimating(page, fireworks);
    expect(workers).toEqual([]);
  });

  test('no fireworks for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/promo/');
    await expect(page.getByRole('dialog', { name: 'First Month Free' })).toBeVisible();
    await page.waitForTimeout(800); // past the 500 ms start
    await expect(page.getByTestId('fireworks')).toHaveCount(0);
  });

  for (const { ticked, destination } of [
    { ticked: true, destination: /\/personal-training\/$/ },
    { ticked: false, destination: /\/membership\/$/ },
  ]) {
    test(`a sign-up in the overlay ${ticked ? 'with' : 'without'} the sessions goes to ${destination} after the green box`, async ({
      page,
    }, testInfo) => {
      const visitor = uniqueVisitor('Promo', testInfo.project.name);
      await gotoHydrated(page, '/promo/');
      const overlay = page.getByRole('dialog', { name: 'First Month Free' });
      await fill(overlay, visitor);
      if (ticked) await overlay.getByLabel(LABELS.personal_training).check();

      await overlay.getByRole('button', { name: 'Claim my free month' }).click();

      await expect(overlay.getByText(SUCCESS)).toBeVisible();
      await expect(page).toHaveURL(/\/promo\/$/);
      await expect(page).toHaveURL(destination, { timeout: 8000 });
      await expect(overlay).toBeHidden();
      const mail = await mailFor(visitor);
      expect(mail.subject).toBe(`Promo sign-up from ${visitor}`);
      expect(mail.body.text).toMatch(ticked ? /Yes/ : /No/);
    });
  }

  // Closing the overlay on /promo/ goes home, so the page's own promo form is the one on
  // /old/promo/, which has no overlay.
  test('the promo form on the page sends too', async ({ page }, testInfo) => {
    const visitor = uniqueVisitor('PromoPage', testInfo.project.name);
    await gotoHydrated(page, '/old/promo/');
    const form = page.locator('#promo-form');
    await fill(form, visitor);

    await form.getByRole('button', { name: 'Claim my free month' }).click();

    await expect(form.getByText(SUCCESS)).toBeVisible();
    await mailFor(visitor);
    await expect(page).toHaveURL(/\/old\/promo\/$/);
  });
});
