// With no measurement id (ANALYTICS_ID unset, as in every test build), analytics loads nothing.
import { readSiteConfig } from '../../content-library';
import { test, expect } from '../support/fixtures';

test('no analytics id: no request to the analytics service and no gtag', async ({
  page,
  blockedRequests,
}) => {
  test.skip(readSiteConfig().analyticsId !== '', 'an id is configured');
  await page.goto('/');
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);

  expect(blockedRequests.filter((u) => u.includes('googletagmanager'))).toEqual([]);
  expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');
});
