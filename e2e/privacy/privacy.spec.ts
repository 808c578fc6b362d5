// The privacy policy: built from content/privacy.yaml and linked from beside every form's submit
// button. (Its footer link is navigation/footer-links.spec.ts', its place in the sitemap
// head.spec.ts', its axe check visitor-view.spec.ts'.)
import { fillText } from '../../contracts/fill-text';
import { REVIEW_RETENTION_DAYS } from '../../contracts/lead-table';
import { privacy, site } from '../support/content';
import { test, expect, gotoHydrated } from '../support/fixtures';

const fill = (text: string) =>
  fillText(text, {
    clubName: site.name,
    retentionDays: privacy.retentionDays,
    reviewRetentionDays: REVIEW_RETENTION_DAYS,
  });

test('/privacy/ shows the policy from content/privacy.yaml', async ({ page }) => {
  await gotoHydrated(page, '/privacy/');
  const main = page.getByRole('main');

  await expect(main.getByText(`Last updated: ${privacy.updated}`)).toBeVisible();
  for (const paragraph of privacy.intro)
    await expect(main.getByText(fill(paragraph))).toBeVisible();
  for (const section of privacy.sections) {
    await expect(main.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    for (const text of [...section.paragraphs, ...(section.items ?? [])]) {
      await expect(main.getByText(fill(text), { exact: true })).toBeVisible();
    }
  }
  await expect(main.getByText(`${privacy.retentionDays} days`, { exact: false })).toBeVisible();
  await expect(main).not.toContainText('{');
});

for (const { path, form } of [
  { path: '/', form: '#lead-form' },
  // The page's own promo form: on /promo/ the overlay covers it, and closing that goes home.
  { path: '/old/promo/', form: '#promo-form' },
  { path: '/contact/', form: '#form-section' },
]) {
  test(`the ${form} form on ${path} has the privacy note beside its submit button`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const note = page.locator(form).locator('.enquiry-form-privacy');
    await expect(note).toContainText(privacy.formNote.text);
    await expect(note.getByRole('link', { name: privacy.formNote.linkLabel })).toHaveAttribute(
      'href',
      '/privacy/',
    );
  });
}

test('the promo overlay form has the note and the consent box too', async ({ page }) => {
  await gotoHydrated(page, '/promo/');
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByLabel(fillText(privacy.consent, { clubName: site.name })),
  ).not.toBeChecked();
  await expect(dialog.getByRole('link', { name: privacy.formNote.linkLabel })).toBeVisible();
});
