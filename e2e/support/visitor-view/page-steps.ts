// The steps of the visitor-view spec that drive the browser: the page-enter slide caught halfway,
// the keyboard path from the top of the page, and a page made still for a screenshot.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

type SlideProbe = { pageEnterWidth?: number };

/**
 * The document's width while the 400 ms page-enter slide runs (it plays again when motion is
 * allowed), caught as it starts, when the page is furthest to the right; null if none plays.
 */
export async function widthDuringPageEnter(page: Page): Promise<number | null> {
  await page.evaluate(() => {
    const probe = window as SlideProbe;
    delete probe.pageEnterWidth;
    const onStart = (event: AnimationEvent) => {
      if (event.animationName !== 'page-enter') return;
      document.removeEventListener('animationstart', onStart);
      const slide = (event.target as Element)
        .getAnimations()
        .find((a) => (a as CSSAnimation).animationName === 'page-enter');
      slide?.pause();
      if (slide) slide.currentTime = 0;
      probe.pageEnterWidth = document.documentElement.scrollWidth;
      slide?.finish();
    };
    document.addEventListener('animationstart', onStart);
  });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const width = await page
    .waitForFunction(() => (window as SlideProbe).pageEnterWidth, null, { timeout: 5000 })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  // Back to stillness: the carousels stop and the promo fireworks do not start.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return width;
}

export type TabPath = {
  /**
   * Tab presses from the top of the page to the first action of the main content (or dialog), or
   * to the first stop after a main content without any.
   */
  stops: number;
  /** Whether those presses landed there, so no stop on the way was hidden or out of order. */
  arrived: boolean;
  reached: string;
};

/**
 * Presses Tab from the top of the page (from the open dialog, when one covers the page) as often
 * as the document order says it takes to reach the main content's (or dialog's) first action,
 * then checks that focus is there. Only up to `limit` presses: a longer path fails without pressing.
 */
export async function tabToMainContent(page: Page, limit: number): Promise<TabPath> {
  const stops = await page.evaluate(() => {
    const tabbable = (root: ParentNode) =>
      [
        ...root.querySelectorAll<HTMLElement>(
          'a[href], button, input:not([type=hidden]), select, textarea, iframe, [tabindex]',
        ),
      ].filter(
        (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.checkVisibility(),
      );
    const dialog = [...document.querySelectorAll('dialog:modal, [aria-modal="true"]')].find((d) =>
      d.checkVisibility(),
    );
    const main = document.querySelector('main');
    // A page of text alone (the privacy policy) has no action in its main content: then the
    // first stop after it, so the header still may not hold more than the limit.
    const target =
      tabbable(dialog ?? main ?? document)[0] ??
      tabbable(document).find(
        (el) => main && main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    document.querySelector('[data-first-action]')?.removeAttribute('data-first-action');
    target?.setAttribute('data-first-action', '');
    if (dialog instanceof HTMLElement) {
      // An open modal dialog holds the focus (it takes it on opening and brings it back when it
      // leaves), so a keyboard user starts there, not at the top of the page behind it.
      dialog.focus();
      return target ? 1 : Infinity;
    }
    // Starts sequential navigation at the top: focus a throwaway element there, then drop it.
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
    return target ? tabbable(document).indexOf(target) + 1 : Infinity;
  });
  if (stops > limit) return { stops, arrived: false, reached: 'not pressed: too far' };
  for (let i = 0; i < stops; i += 1) await page.keyboard.press('Tab');
  return page.evaluate((stops) => {
    const active = document.activeElement;
    return {
      stops,
      arrived: Boolean(active?.hasAttribute('data-first-action')),
      reached: `${active?.tagName.toLowerCase()} "${(active?.textContent ?? '').trim().slice(0, 40)}"`,
    };
  }, stops);
}

/**
 * Makes the page still for a full-page screenshot: the scheduling widgets have given up on the
 * blocked third party, every image on show is loaded (lazy ones too), nothing has focus, and the
 * page is at the top with the header unscrolled.
 */
export async function settleForScreenshot(page: Page) {
  for (const scheduler of await page.locator('.scheduler').all()) {
    await scheduler.scrollIntoViewIfNeeded();
    await expect(scheduler).toHaveAttribute('data-status', 'failed');
  }
  await page.evaluate(async () => {
    // Only the images on show: the carousels' hidden slides stay unloaded.
    const shown = [...document.images].filter((img) => img.checkVisibility());
    for (const img of shown) img.loading = 'eager';
    await Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await expect(page.locator('.site-header--scrolled')).toHaveCount(0);
}
