// What visitors look up before they join: a FAQ question by its link, and the map only on request.
// (The class schedule's calendar files are schedule/'s, the staffed hours hours/'s.)
import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { ONE_WIDTH } from '../support/projects';
import { faq, pageText, site } from '../support/content';
import { expectUnderHeader } from '../support/viewport';

const guestPasses = faq.flatMap((g) => g.questions).find((q) => q.id === 'guest-passes')!;
// The question whose answer holds the id (faq-view.tsx).
const GUEST_PASSES = 'details:has(#guest-passes)';

test.describe('FAQ anchors', () => {
  test('/faq/#guest-passes opens that question and shows it on a first load', async ({ page }) => {
    await gotoHydrated(page, '/faq/#guest-passes');

    const question = page.locator(GUEST_PASSES);
    await expect(question).toHaveAttribute('open', '');
    await expect(question.getByRole('link', { name: /Platinum Club/ })).toBeVisible();
    await expectUnderHeader(page, GUEST_PASSES);
    await expect(page.locator('details[open]')).toHaveCount(1);
  });

  test('an in-site link opens the question and scrolls to it', async ({ page }) => {
    await gotoHydrated(page, '/contact/');
    await page.getByRole('link', { name: guestPasses.question }).click();

    await expect(page).toHaveURL(/\/faq\/#guest-passes$/);
    await expect(page.locator(GUEST_PASSES)).toHaveAttribute('open', '');
    await expect(page.locator(`${GUEST_PASSES} > summary`)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expectUnderHeader(page, GUEST_PASSES);
  });

  test('every answer, open, passes axe', ONE_WIDTH, async ({ page }) => {
    await gotoHydrated(page, '/faq/');
    await page
      .locator('details')
      .evaluateAll((all) => all.forEach((d) => ((d as HTMLDetailsElement).open = true)));
    const results = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test('the map loads only when asked, shows the club, and the page copes with it blocked', async ({
  page,
  blockedRequests,
}) => {
  const mapHost = (url: string) => new URL(url).hostname.endsWith('openstreetmap.org');
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (mapHost(request.url())) mapRequests.push(request.url());
  });
  await gotoHydrated(page, '/contact/');
  const frame = page.locator('.map-frame');
  await frame.scrollIntoViewIfNeeded();
  expect(mapRequests).toEqual([]);
  const [crossStreets] = site.location.directions;
  await expect(frame.getByText(crossStreets!.text)).toBeVisible();
  const reserved = await frame.boundingBox();

  await page.getByRole('button', { name: pageText.contact.directions.map.showLabel }).click();

  const map = page.getByTitle(pageText.contact.directions.map.title);
  await expect(map).toBeVisible();
  const src = new URL((await map.getAttribute('src'))!);
  const { latitude, longitude } = site.location;
  expect(src.origin).toBe('https://www.openstreetmap.org');
  expect(src.searchParams.get('marker')).toBe(`${latitude},${longitude}`);
  await expect.poll(() => blockedRequests.filter(mapHost)).toEqual([src.href]);
  // The frame kept its place and size, and the rest of the page still works without the map.
  expect(await frame.boundingBox()).toEqual(reserved);
  await expect(
    page.getByRole('link', {
      name: `${pageText.contact.directions.googleMapsLabel} (opens in a new tab)`,
    }),
  ).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${latitude}%2C${longitude}`,
  );
  await page.getByLabel(pageText.forms.labels.name).fill('Sam');
  await expect(page.getByLabel(pageText.forms.labels.name)).toHaveValue('Sam');
});
