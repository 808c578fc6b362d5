// The line above the CMS at /admin/ that tells the editor what is live on the website: from the
// served build's admin/live.json, from a publish's, read again on focus and every 30 seconds, in
// plain words when the file is missing or not a record; and the CMS keeps its keyboard and layout.
import type { Page } from '@playwright/test';
import { LIVE_REREAD_SECONDS, LIVE_TEXTS, liveRecord } from '../../contracts/live-site';
import { expect, test } from '../support/fixtures';
import { ONE_WIDTH } from '../support/projects';

const published = (at: string, subject: string) =>
  JSON.stringify(
    liveRecord({ commit: 'c0ffee1', subject, at, by: 'publish', timeZone: 'America/Regina' }),
  );

/** Serves `body` (or a 404 when undefined) as /admin/live.json from now on. */
async function serveRecord(page: Page, body: string | undefined) {
  await page.unroute('**/admin/live.json');
  await page.route('**/admin/live.json', (route) =>
    body === undefined
      ? route.fulfill({ status: 404, body: 'Not found' })
      : route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
}

const line = (page: Page) => page.locator('#live-site');
const signIn = (page: Page) => page.getByRole('button', { name: /^Sign In with\W*GitHub\W*$/ });

test('shows what the served build says is live, above the CMS, which keeps its place and keys', async ({
  page,
}) => {
  // Act
  await page.goto('/admin/');
  const served = (await (await page.request.get('/admin/live.json')).json()) as { text: string };

  // Assess: the build's own record, as a deploy from a laptop ships it.
  expect(served.text).toMatch(/^Live on the website: /);
  await expect(line(page)).toHaveText(served.text);
  await expect(line(page)).toHaveAttribute('role', 'status');
  await expect(signIn(page)).toBeVisible();
  // The CMS starts where the line ends, and nothing of the line covers its sign-in button.
  const lineBox = (await line(page).boundingBox())!;
  const rootBox = (await page.locator('#nc-root').boundingBox())!;
  expect(rootBox.y).toBeCloseTo(lineBox.y + lineBox.height, 0);
  expect(rootBox.y + rootBox.height).toBeCloseTo(page.viewportSize()!.height, 0);
  // Asked again until the CMS's sign-in screen has settled (it lays itself out as it mounts).
  await expect
    .poll(async () => {
      const button = (await signIn(page).boundingBox())!;
      return page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('#nc-root') !== null,
        [button.x + button.width / 2, button.y + button.height / 2],
      );
    })
    .toBe(true);
  // The line takes no focus: the first Tab lands in the CMS.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#nc-root') !== null)).toBe(
    true,
  );
  await page.screenshot({ path: test.info().outputPath('admin-live.png') });
});

test(
  'shows a publish’s record, and reads it again every 30 seconds and on focus',
  ONE_WIDTH,
  async ({ page }) => {
    // Prepare
    await page.clock.install();
    await serveRecord(
      page,
      published('2026-11-28T16:42:00Z', 'Update Membership Plans “month-to-month”'),
    );

    // Act
    await page.goto('/admin/');

    // Assess
    await expect(line(page)).toHaveText(
      'Live on the website since 10:42 on Saturday, November 28: ' +
        'Update Membership Plans “month-to-month”',
    );
    await page.screenshot({ path: test.info().outputPath('admin-live-published.png') });
    await serveRecord(page, published('2026-11-28T17:05:00Z', 'Update FAQ “Parking”'));
    await page.clock.fastForward(LIVE_REREAD_SECONDS * 1000);
    await expect(line(page)).toHaveText(
      'Live on the website since 11:05 on Saturday, November 28: Update FAQ “Parking”',
    );
    await serveRecord(page, published('2026-11-28T17:20:00Z', 'Update Trainers “Sam”'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(line(page)).toHaveText(
      'Live on the website since 11:20 on Saturday, November 28: Update Trainers “Sam”',
    );
  },
);

test.describe('when the record cannot be read', ONE_WIDTH, () => {
  // The browser's own console line about the 404 of the missing record.
  test.use({ allowedConsoleErrors: [/404/] });

  for (const [what, body] of [
    ['missing', undefined],
    ['garbled', '{"text": "Live on'],
    ['not a record', '{"commit": "c0ffee1"}'],
  ] as const) {
    test(`says in plain words that it cannot tell when the file is ${what}`, async ({ page }) => {
      // Prepare
      await serveRecord(page, body);

      // Act
      await page.goto('/admin/');

      // Assess
      await expect(line(page)).toHaveText(LIVE_TEXTS.unknown);
      await expect(line(page)).toHaveAttribute('data-state', 'unknown');
      await expect(signIn(page)).toBeVisible();
    });
  }
});
