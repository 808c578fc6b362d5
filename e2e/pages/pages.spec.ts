// Each page shows its content from content/*.yaml, with its links to other pages and sites.
import { test, expect } from '../support/fixtures';
import {
  amenities,
  classes,
  hours,
  links,
  membership,
  pageEntry,
  pageText,
  schedule,
  site,
  trainers,
} from '../support/content';

const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test('home: hero, welcome text, links, partners, alumni and membership blocks', async ({
  page,
}) => {
  await page.goto('/');
  const m = main(page);
  const home = pageText.home;

  await expect(m.locator('h1')).toHaveText(site.name);
  await expect(m.getByText(pageEntry('/').hero.text, { exact: true })).toBeVisible();
  await expect(m.getByRole('heading', { name: home.welcome.heading })).toBeVisible();
  for (const feature of home.welcome.features) await expect(m.getByText(feature)).toBeVisible();
  await expect(m.getByRole('link', { name: home.membershipLink })).toHaveAttribute(
    'href',
    '/membership/',
  );
  const trial = m.getByRole('link', {
    name: `${links.external.trialBooking.label} (opens in a new tab)`,
  });
  await expect(trial).toHaveAttribute('href', links.external.trialBooking.url);
  await expect(trial).toHaveAttribute('target', '_blank');
  for (const partner of links.partners) {
    const link = m.getByRole('link', { name: `${partner.logo.alt} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', partner.url);
  }
  await expect(m.getByRole('link', { name: home.alumni.linkLabel })).toHaveAttribute(
    'href',
    '/membership/#usask_alumni',
  );
  await expect(m.getByRole('link', { name: home.footer.linkLabel })).toHaveAttribute(
    'href',
    '/membership/',
  );
});

test('promo: the home-style page with its own hero', async ({ page }) => {
  await page.goto('/promo/');
  await expect(main(page).locator('h1')).toHaveText('Together we can achieve');
  await expect(main(page).getByText('OPEN 24 HOURS', { exact: true })).toBeVisible();
  await expect(page.locator('.slide-carousel .carousel-item')).toHaveCount(16);
});

test('amenities: the sections, the juice-bar note, towels and lockers, and the membership link', async ({
  page,
}) => {
  await page.goto('/amenities/');
  const m = main(page);
  await expect(m.locator('h2')).toContainText(amenities.map((a) => a.title));
  expect(amenities.map((a) => a.title)).toEqual([
    'Strength Equipment',
    'Cardio Equipment',
    'Juice Bar',
    'Towel and Locker Services',
    'Unlimited Access to Club Facility',
  ]);
  await expect(m.getByText(/within 15 minutes/)).toBeVisible();
  await expect(m.getByText('Full towel service')).toBeVisible();
  await expect(m.getByText('Daily lockers')).toBeVisible();
  await expect(m.getByRole('link', { name: pageText.amenities.footer.linkLabel })).toHaveAttribute(
    'href',
    '/membership/',
  );
});

test('classes: the schedule table with its image to print or save, six classes with contact links, the tip', async ({
  page,
}) => {
  await page.goto('/classes/');
  const m = main(page);

  // The schedule is shown once, as the table; the image is a link.
  await expect(m.getByRole('img', { name: schedule.image.alt })).toHaveCount(0);
  const print = m.getByRole('link', {
    name: `${pageText.classes.schedulePrintLabel} (opens in a new tab)`,
  });
  await expect(print).toHaveAttribute('href', /class-schedule\.png$/);
  expect(
    (await page.request.get((await print.getAttribute('href'))!)).headers()['content-type'],
  ).toBe('image/png');
  // The table from 768 px; below it the day view (class-schedule.spec.ts) and the table hidden.
  const table = m.locator('table.schedule-table');
  const wide = page.viewportSize()!.width >= 768;
  await expect(wide ? table : m.locator('.schedule-days')).toBeVisible();
  await expect(wide ? m.locator('.schedule-days') : table).toBeHidden();
  await expect(table.locator('thead th')).toHaveText(['Time', ...schedule.days]);
  await expect(table.locator('tbody tr')).toHaveCount(schedule.slots.length);
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(
    schedule.slots[0]!.classes[0]!,
  );
  expect(classes.map((c) => c.name)).toEqual([
    'Yoga',
    'Zumba',
    'Circuit Training',
    'Bootcamp',
    'Cardio Kickboxing',
    'Cardio Abs & Core Workout',
  ]);
  for (const item of classes) {
    const card = m.locator(`article#${item.id}`);
    await expect(card.getByRole('heading')).toHaveText(item.name);
    await expect(card.getByText(item.description)).toBeVisible();
    await expect(card.getByRole('link', { name: pageText.classes.classLinkLabel })).toHaveAttribute(
      'href',
      '/contact/',
    );
  }
  await expect(m.locator('#circuit-training')).toContainText('8-10 stations');
  await expect(m.locator('#circuit-training')).toContainText('45 seconds to 3 minutes');
  await expect(m.locator('#circuit-training')).toContainText('12-20 reps');
  for (const tip of pageText.classes.tip.paragraphs) await expect(m.getByText(tip)).toBeVisible();
  await expect(m.getByText(/first time/)).toBeVisible();
  await expect(m.getByText(/water and a towel/)).toBeVisible();
  await expect(m.getByRole('link', { name: pageText.classes.footer.linkLabel })).toHaveAttribute(
    'href',
    '/membership/',
  );
});

test('membership: plans, add-ons, the alumni special and the external links', async ({ page }) => {
  await page.goto('/membership/');
  const m = main(page);

  for (const block of [...membership.plans, ...membership.addOns]) {
    await expect(m.getByRole('heading', { name: block.title })).toBeVisible();
  }
  expect(membership.plans.map((p) => p.title)).toEqual([
    'Month to Month',
    'Active-Lifestyle Club (1 year)',
    'Corporate memberships',
    'Punch Passes',
  ]);
  await expect(m.locator('#platinum')).toContainText('$20.00');
  const alumni = m.locator('#usask_alumni');
  for (const term of membership.alumni.terms) await expect(alumni.getByText(term)).toBeVisible();
  expect(membership.alumni.terms.join(' ')).toMatch(
    /No contract.*No registration fee.*20% off.*free 1-hour personal training/i,
  );

  // Each plan's actions say what they do (its prices: membership-prices.spec.ts).
  for (const plan of membership.plans) {
    const card = m.locator(`article#${plan.id}`);
    const actions = card.getByRole('link');
    await expect(actions).toHaveCount(plan.actions.length);
    for (const [i, action] of plan.actions.entries()) {
      // The label as shown; screen readers also hear the plan's name (after a space that
      // Chromium puts before the visually hidden part).
      const newTab = action.kind === 'join' ? ' (opens in a new tab)' : '';
      await expect(actions.nth(i)).toHaveAccessibleName(`${action.label} : ${plan.title}${newTab}`);
      await expect(actions.nth(i)).toHaveAttribute(
        'href',
        action.kind === 'join' ? links.external.registration.url : '/contact/',
      );
    }
  }
  await expect(m.getByText('For more information, click')).toHaveCount(1); // the alumni special's
  await expect(alumni.getByRole('link', { name: /^here/ })).toHaveAttribute('href', '/contact/');

  const join = m.getByRole('link', { name: 'Join Now (opens in a new tab)' });
  await expect(join.first()).toHaveAttribute('href', links.external.registration.url);
  await expect(
    m.getByRole('link', { name: `${links.external.memberLogin.label} (opens in a new tab)` }),
  ).toHaveAttribute('href', links.external.memberLogin.url);
});

test('personal training: specialties, the trainer grid and the booking links', async ({ page }) => {
  await page.goto('/personal-training/');
  const m = main(page);

  expect(pageText.personalTraining.specialties).toHaveLength(9);
  for (const s of pageText.personalTraining.specialties)
    await expect(m.getByText(s, { exact: true })).toBeVisible();
  const grid = m.locator('.trainer-grid a');
  await expect(grid).toHaveCount(7);
  await expect(grid).toHaveText(trainers.map((t) => t.name));
  for (const [i, t] of trainers.entries()) {
    await expect(grid.nth(i)).toHaveAttribute('href', `/personal-trainer/${t.id}/`);
  }
  await expect(
    m.getByRole('link', {
      name: `${links.external.personalTrainingBooking.label} (opens in a new tab)`,
    }),
  ).toHaveAttribute('href', links.external.personalTrainingBooking.url);
  await expect(
    m.getByRole('link', { name: pageText.personalTraining.contactLinkLabel }),
  ).toHaveAttribute('href', '/contact/#form-section');
  await expect(
    m.getByRole('link', { name: pageText.personalTraining.footer.linkLabel }),
  ).toHaveAttribute('href', '/contact/');
});

test('each trainer: name, photo, qualifications, biography, contact', async ({ page }) => {
  test.slow();
  for (const trainer of trainers) {
    await test.step(`trainer ${trainer.id}`, async () => {
      await page.goto(`/personal-trainer/${trainer.id}/`);
      const m = main(page);

      await expect(m.locator('h1')).toHaveText(trainer.name);
      await expect(m.getByText(pageText.trainer.heroText, { exact: true })).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        pageText.trainer.description.replaceAll('{name}', trainer.name),
      );
      await expect(m.getByRole('img', { name: trainer.img.alt })).toBeVisible();
      const quals = m.locator('section', {
        has: page.getByRole('heading', { name: 'Qualifications' }),
      });
      await expect(quals.locator(':scope > ul > li')).toHaveCount(trainer.qualification.length);
      const nested = trainer.qualification.flatMap((q) => q.moreInfo ?? []);
      await expect(quals.locator('ul ul li')).toHaveText(nested);
      const bio = m.locator('section', {
        has: page.getByRole('heading', { name: 'Personal Biography' }),
      });
      await expect(bio.locator(':scope > ul > li')).toHaveCount(trainer.biography.length);
      await expect(m.getByText(/see the front desk/)).toBeVisible();
      await expect(m.getByRole('link', { name: site.contact.email })).toHaveAttribute(
        'href',
        `mailto:${site.contact.email}`,
      );
      await expect(
        m.getByRole('link', { name: pageText.trainer.footer.linkLabel }),
      ).toHaveAttribute('href', '/personal-training/');
    });
  }
});

test('contact: address, phone, e-mail, hours and the form section', async ({ page }) => {
  await page.goto('/contact/');
  const m = main(page);

  await expect(m.locator('address').getByText(site.contact.address)).toBeVisible();
  await expect(m.getByRole('link', { name: site.contact.phone })).toHaveAttribute(
    'href',
    `tel:+1${site.contact.phone.replace(/\D/g, '')}`,
  );
  await expect(m.getByRole('link', { name: site.contact.email }).first()).toHaveAttribute(
    'href',
    `mailto:${site.contact.email}`,
  );
  await expect(m.getByText(hours.access)).toBeVisible();
  for (const group of hours.groups) {
    await expect(m.getByRole('heading', { name: group.name })).toBeVisible();
    for (const t of group.times) {
      await expect(m.locator('dt', { hasText: t.days }).first()).toBeVisible();
      await expect(m.locator('dd', { hasText: t.time ?? t.note }).first()).toBeVisible();
    }
  }
  expect(hours.groups.flatMap((g) => g.times.map((t) => `${t.days} ${t.time ?? t.note}`))).toEqual([
    'Every day 10AM-5PM',
    'Monday-Thursday 10AM-8PM',
    'Friday 10AM-6PM',
    'Saturday 10AM-6PM',
    'Sunday By e-mail enquiry only',
  ]);
  await expect(m.locator('#form-section')).toBeVisible();
});

test('the /old/ pages show the same content in the previous design', async ({ page }) => {
  await page.goto('/old/classes/');
  await expect(main(page).getByText('You are viewing our previous design.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Go to the current page' })).toHaveAttribute(
    'href',
    '/classes/',
  );
  await expect(main(page).locator('article')).toHaveCount(classes.length);

  await page.goto('/old/personal-training/');
  await expect(main(page).locator('.trainer-grid a').first()).toHaveAttribute(
    'href',
    '/old/personal-trainer/1/',
  );
});

test('the styles apply: the accent colour and the sans-serif type', async ({ page }) => {
  await page.goto('/');
  const style = await page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim(),
    font: getComputedStyle(document.body).fontFamily,
  }));
  expect(style.primary).toBe('#e10415');
  expect(style.font).toMatch(/sans-serif$/);
});
