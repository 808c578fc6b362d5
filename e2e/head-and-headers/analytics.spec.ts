// With no measurement id in content/site.yaml (the committed default), analytics loads nothing.
import { test, expect } from '../support/fixtures';
import { site } from '../support/content';

test('no analytics id: no request to the analytics service and no gtag', async ({
  page,
  blockedRequests,
}) => {
  test.skip(Boolean((site as { analyticsId?: string }).analyticsId), 'an id is configured');
  await page.goto('/');
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);

  expect(blockedRequests.filter((u) => u.includes('googletagmanager'))).toEqual([]);
  expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');
});
