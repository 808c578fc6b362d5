// Steps shared by the specs that fill in the enquiry forms.
import type { Page } from '@playwright/test';
import { pageText } from './content';

const LABELS = pageText.forms.labels;

/** Fills in the visitor's name, e-mail and phone in the form (or dialog) `scope`. */
export async function fill(
  scope: ReturnType<Page['locator']>,
  visitor: string,
  email = 'visitor@example.com',
) {
  await scope.getByLabel(LABELS.name).fill(visitor);
  await scope.getByLabel(LABELS.email).fill(email);
  await scope.getByLabel(LABELS.phone).fill('306-555-0123');
}
