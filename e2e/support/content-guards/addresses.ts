// Every address a page names resolves: its links, images, styles and scripts on this site answer
// with a success, a link to a section (`/faq/#guest-passes`) finds that section, and every image
// decodes. Other sites' addresses cannot be reached from the test machine and are not followed.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { describeAddressOrigin, type ContentText } from './content-origin';

type Named = { address: string; kind: string };

/** What the page names: links, images (every candidate of a srcset), styles, scripts, icons. */
function addressesOnPage(): Named[] {
  const found: Named[] = [];
  const add = (address: string | null, kind: string) => {
    if (address) found.push({ address: new URL(address, location.href).href, kind });
  };
  for (const a of document.querySelectorAll('a[href]')) add(a.getAttribute('href'), 'link');
  for (const el of document.querySelectorAll('img[src], script[src]')) {
    add(el.getAttribute('src'), el.tagName === 'IMG' ? 'image' : 'script');
  }
  for (const el of document.querySelectorAll('[srcset]')) {
    for (const candidate of el.getAttribute('srcset')!.split(',')) {
      add(candidate.trim().split(/\s+/)[0] ?? null, 'image');
    }
  }
  for (const link of document.querySelectorAll('link[href]')) {
    if (!/canonical|alternate/.test(link.getAttribute('rel') ?? '')) {
      add(link.getAttribute('href'), `<link rel=${link.getAttribute('rel')}>`);
    }
  }
  return found;
}

/** Answers, by address without its fragment, shared by the tests of one worker. */
const answers = new Map<string, Promise<{ status: number; body: string; type: string }>>();

function fetchOnce(request: APIRequestContext, address: string) {
  let answer = answers.get(address);
  if (!answer) {
    answer = request.get(address, { maxRedirects: 5 }).then(async (response) => ({
      status: response.status(),
      type: response.headers()['content-type'] ?? '',
      body: (response.headers()['content-type'] ?? '').startsWith('text/html')
        ? await response.text()
        : '',
    }));
    answers.set(address, answer);
  }
  return answer;
}

/** Checks the hydrated page's addresses; a problem names the content file and field that wrote it. */
export async function checkAddresses(page: Page, texts: ContentText[]) {
  const from = (url: URL) => describeAddressOrigin(url.pathname + url.hash, texts);
  const here = new URL(page.url());
  const problems: string[] = [];
  for (const { address, kind } of await page.evaluate(addressesOnPage)) {
    const url = new URL(address);
    if (url.origin !== here.origin) continue;
    if (url.pathname === here.pathname && url.hash.length > 1) {
      // A section of this page (the skip link's #main-content): it is here, whatever the status.
      const id = decodeURIComponent(url.hash.slice(1));
      if ((await page.locator(`[id="${id}"]`).count()) === 0) {
        problems.push(`link ${url.hash}: this page has no #${id}${from(url)}`);
      }
      continue;
    }
    const { status, body, type } = await fetchOnce(page.request, url.href.replace(/#.*/, ''));
    const where = from(url);
    if (status >= 400) {
      problems.push(`${kind} ${url.pathname}${url.hash}: HTTP ${status}${where}`);
    } else if (kind === 'image' && !/^image\//.test(type)) {
      problems.push(`image ${url.pathname}: served as ${type || 'nothing'}${where}`);
    } else if (url.hash.length > 1 && type.startsWith('text/html')) {
      const id = decodeURIComponent(url.hash.slice(1));
      if (!new RegExp(`\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(body)) {
        problems.push(`link ${url.pathname}${url.hash}: that page has no #${id}${where}`);
      }
    }
  }
  expect.soft(problems, `addresses on ${here.pathname} that do not resolve`).toEqual([]);

  // Every image the page shows decodes, once scrolled into view (lazy ones load then).
  const images = page.locator('main img');
  for (let i = 0; i < (await images.count()); i++) {
    const image = images.nth(i);
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        message: `image ${await image.getAttribute('src')} decodes${describeAddressOrigin(
          (await image.getAttribute('alt')) ?? '',
          texts,
        )}`,
      })
      .toBeGreaterThan(0);
  }
}
