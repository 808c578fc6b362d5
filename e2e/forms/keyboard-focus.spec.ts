// Every keyboard stop of every form on `/` and `/book-tour/` shows where focus is, the date
// field's calendar button included (its focus is inside the field, so the field must show it),
// at a phone's width and a desktop's. Tabbing for real: `focus()` cannot reach the calendar
// button, which the page guards (e2e/visitor-view) check element by element.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** The focused element's outline, as the page draws it, and what it is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`,
      form: [...document.querySelectorAll('main form')].indexOf(el.closest('form')!),
      date: el instanceof HTMLInputElement && el.type === 'date',
      outline: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
    };
  });

test('at 375 and 1280 px, every stop of every form on / and /book-tour/ shows its focus', async ({
  page,
}, testInfo) => {
  test.slow();
  for (const width of [375, 1280]) {
    for (const path of ['/', '/book-tour/']) {
      await test.step(`${path} at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const forms = await page.locator('main form').count();
        expect(forms).toBeGreaterThan(0);
        const stops: Awaited<ReturnType<typeof focused>>[] = [];
        for (let index = 0; index < forms; index += 1) {
          await page
            .locator('main form')
            .nth(index)
            .locator(':is(input, select, textarea, button):visible')
            .first()
            .focus();
          // Keyboard mode: Shift+Tab then Tab back lands on the same first stop, as a keyboard would.
          await page.keyboard.press('Shift+Tab');
          await page.keyboard.press('Tab');
          for (let step = 0; step < 40; step += 1) {
            const stop = await focused(page);
            if (stop.form !== index) break;
            stops.push(stop);
            if (stop.date) {
              await page.screenshot({
                path: testInfo.outputPath(`date-${width}${path.replaceAll('/', '-')}${step}.png`),
              });
            }
            await page.keyboard.press('Tab');
          }
        }
        // The date field takes several stops (month, day, year, calendar button), each shown.
        if (path === '/book-tour/' || stops.some((stop) => stop.date)) {
          expect(stops.filter((stop) => stop.date).length).toBeGreaterThan(3);
        }
        expect(stops.filter((stop) => stop.outline < 2)).toEqual([]);
      });
    }
  }
});
