// The document head of every route, the 404 status, and sitemap.xml / robots.txt.
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from '../support/fixtures';
import { faq, pageEntry, site } from '../support/content';
import { ROUTE_CASES, type RouteCase } from '../support/routes';

/** What the head of `route` must say: its title, heading and canonical address. */
function expectedHead(route: RouteCase) {
  const entry = route.trainer ? undefined : pageEntry(route.entry);
  return {
    entry,
    heading: route.trainer ?? entry!.hero.heading,
    title: [route.trainer ?? entry!.title, route.old ? 'Previous design' : undefined, site.name]
      .filter(Boolean)
      .join(' - '),
    canonical: `${site.siteUrl}${route.path.replace(/^\/old(\/|$)/, '/')}`,
  };
}

async function expectHead(page: Page, route: RouteCase) {
  const { entry, heading, title, canonical } = expectedHead(route);
  const meta = (sel: string) => page.locator(sel).first().getAttribute('content');
  await expect(page).toHaveTitle(title);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(heading);
  expect(await meta('meta[name="description"]')).toBeTruthy();
  if (entry) expect(await meta('meta[name="description"]')).toBe(entry.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  expect(await meta('meta[property="og:title"]')).toBe(await page.title());
  expect(await meta('meta[property="og:image"]')).toMatch(/^https:\/\/.+\.jpg$/);
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
  const robots = page.locator('meta[name="robots"]');
  if (route.old || route.path === '/under_maintenance/') {
    await expect(robots).toHaveAttribute('content', /noindex/);
  } else {
    await expect(robots).toHaveCount(0);
  }
}

test.describe('every route, as served', () => {
  // What search engines and link previews read: the HTML itself, before any script runs (and
  // a page without its scripts is cheaper to load, 38 times over). One page visits them all, a
  // step each, which spares a browser context per route.
  test.use({ javaScriptEnabled: false });

  test('has its title, description, canonical, social tags and h1', async ({ page }) => {
    test.setTimeout(90_000);
    for (const route of ROUTE_CASES) {
      await test.step(route.path, async () => {
        const response = await page.goto(route.path);
        expect(response?.status(), `${route.path} status`).toBe(200);
        await expectHead(page, route);
      });
    }
  });
});

test('the head follows the page through hydration and in-site navigation', async ({ page }) => {
  const route = (path: string) => ROUTE_CASES.find((r) => r.path === path)!;
  const trainer = ROUTE_CASES.find((r) => r.trainer && !r.old)!;
  await gotoHydrated(page, trainer.path);
  await expectHead(page, trainer);

  await gotoHydrated(page, '/');
  await expectHead(page, route('/'));
  await page.getByRole('main').getByRole('link', { name: 'See membership options' }).click();
  await expect(page).toHaveURL(/\/membership\/$/);
  await expectHead(page, route('/membership/'));

  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expectHead(page, route('/'));
});

test('home and contact describe the club as an ExerciseGym open 24/7', async ({ page }) => {
  for (const path of ['/', '/contact/']) {
    await page.goto(path);
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? '{}');
    expect(data['@type']).toBe('ExerciseGym');
    expect(data.telephone).toBe(site.contact.phone);
    expect(data.address.streetAddress).toBe(site.contact.address);
    expect(data.openingHoursSpecification[0]).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(data.geo).toMatchObject({
      latitude: site.location.latitude,
      longitude: site.location.longitude,
    });
    // The staffed hours, apart from members' 24/7 access.
    expect(data.department[0].openingHoursSpecification[0]).toMatchObject({
      opens: '10:00',
      closes: '17:00',
    });
  }
  await page.goto('/classes/');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('the FAQ gives search engines every question and answer as an FAQPage', async ({ page }) => {
  await page.goto('/faq/');
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? '{}');
  const questions = faq.flatMap((group) => group.questions);
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(
    questions.map((q) => q.question),
  );
  // Answers as the HTML the page shows, built from the same YAML.
  const shown = await page.locator('details:has(#guest-passes) .faq-answer').innerHTML();
  const index = questions.findIndex((q) => q.id === 'guest-passes');
  expect(data.mainEntity[index].acceptedAnswer.text).toBe(shown);
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    for (const path of ['/no-such-page', '/no/such/page/', '/personal-trainer/99/']) {
      await test.step(path, async () => {
        const response = await page.goto(path);

        expect(response?.status()).toBe(404);
        await expect(page.locator('h1')).toHaveText('Oops, 404 Page Not Found');
        await expect(
          page.getByText('Sorry, an error has occured, Requested page not found!'),
        ).toBeVisible();
        await expect(
          page.getByRole('main').getByRole('link', { name: 'Go to Homepage' }),
        ).toHaveAttribute('href', '/');
        await expect(
          page.getByRole('main').getByRole('link', { name: 'Contact Us' }),
        ).toHaveAttribute('href', '/contact/');
      });
    }
  });
});

test('the maintenance page asks visitors to text the club', async ({ page }) => {
  await page.goto('/under_maintenance/');
  await expect(page.locator('h1')).toHaveText('Under Maintenance! We Will Be Right Back');
  await expect(page.getByRole('link', { name: site.contact.textPhone })).toHaveAttribute(
    'href',
    `sms:+1${site.contact.textPhone.replace(/\D/g, '')}`,
  );
});

test('sitemap.xml lists current pages and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${site.siteUrl}/`);
  expect(locs).toContain(`${site.siteUrl}/personal-trainer/7/`);
  expect(locs).toContain(`${site.siteUrl}/faq/`);
  expect(locs).toContain(`${site.siteUrl}/accessibility/`);
  expect(locs).toContain(`${site.siteUrl}/privacy/`);
  expect(locs.some((l) => l!.includes('/old/'))).toBe(false);
  expect(locs.some((l) => l!.includes('/admin/'))).toBe(false);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  expect(robots.split('\n')).toContain('Disallow: /admin/');
});
