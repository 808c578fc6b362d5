// Where an element sits in the window, as a person sees it.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The element is on screen and not hidden under the fixed header. */
export async function expectUnderHeader(page: Page, selector: string) {
  const target = page.locator(selector);
  await expect(target).toBeInViewport();
  const headerBottom = await page
    .locator('header')
    .evaluate((h) => h.getBoundingClientRect().bottom);
  const top = await target.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(headerBottom - 1); // visible, not hidden under the fixed header
}
