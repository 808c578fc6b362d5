// Two builds of the same pages compare equal although webpack renamed their chunks, and any
// other change to a page (its words, an image's folder, which bundle it loads) still shows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareBuilds, firstDifference, normalise } from '../compare-builds';

/** A page's head as Gatsby writes it, with the names one build gave its files. */
function page(names: {
  csp: string;
  styles: string;
  app: string;
  shared: string;
  chunk: string;
  compilation: string;
  text?: string;
  image?: string;
}): string {
  return [
    `<meta http-equiv="Content-Security-Policy" content="script-src &#39;self&#39; &#39;sha256-${names.csp}&#39;"/>`,
    `<link rel="stylesheet" href="/styles.${names.styles}.css"/>`,
    `<script src="/app-${names.app}.js"></script>`,
    `<script src="/${names.shared}-${names.app}.js"></script>`,
    `<script>window.___chunkMapping={"app":["/${names.chunk}-${names.app}.js"]};`,
    `window.___webpackCompilationHash="${names.compilation}";</script>`,
    `<link rel="icon" href="/favicon.png?v=${names.styles.slice(0, 8)}"/>`,
    `<img src="/static/${names.image ?? 'c8f7b647fe9f3a7350665e4350a783a2'}/31faf/floor.jpg"/>`,
    `<h1>${names.text ?? 'Open 24/7'}</h1>`,
  ].join('');
}

const before = {
  csp: 'egpbluqkD8NT0bY3bWy7raM9tRIMkfUWboq0Y8KqsFk=',
  styles: 'fc5598fd42225be2d4af',
  app: '3386b409fc397149c05b',
  shared: '9c86704322ff5757b04576085052324e1ad2d758',
  chunk: '452',
  compilation: 'eb699b13be3b640b0280',
};
const rebuilt = {
  csp: 'jon+Ngo8DnROCFKL/bPx8kGyQnjHL1H1mAOptTa32hg=',
  styles: '0123456789abcdef0123',
  app: 'aaaabbbbccccddddeeee',
  shared: '2270e2f15899ca393004c717289dc7a7da4cd9f5',
  chunk: '87',
  compilation: '99999999999999999999',
};

describe('normalise', () => {
  it('sets aside what a rebuild renames: hashes, chunk numbers, CSP hashes and ?v=', () => {
    expect(page(before)).not.toBe(page(rebuilt));
    expect(normalise(page(before))).toBe(normalise(page(rebuilt)));
    expect(normalise(page(before))).toContain('"/[chunk]-[hash].js"');
    expect(normalise(page(before))).toContain('/styles.[hash].css');
  });

  it('keeps a change to the words, an image or which bundle the page loads', () => {
    const changed = [
      page({ ...rebuilt, text: 'Open 24/7!' }),
      page({ ...rebuilt, image: 'c8f7b647fe9f3a7350665e4350a783a3' }),
      page(rebuilt).replace('/app-', '/framework-'),
    ];
    for (const html of changed) expect(normalise(html)).not.toBe(normalise(page(before)));
  });
});

describe('compareBuilds', () => {
  let root: string;
  const write = (build: string, file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(root, build, file)), { recursive: true });
    fs.writeFileSync(path.join(root, build, file), html);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'builds-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('names the pages that differ and those one build lacks, at any depth', () => {
    write('a', 'index.html', page(before));
    write('b', 'index.html', page(rebuilt));
    write('a', 'faq/index.html', page(before));
    write('b', 'faq/index.html', page({ ...rebuilt, text: 'FAQ' }));
    write('a', 'old/index.html', page(before));
    write('b', 'page-data/app-data.json', '{}');

    expect(compareBuilds(path.join(root, 'a'), path.join(root, 'b'))).toEqual({
      pages: ['faq/index.html', 'index.html', 'old/index.html'],
      differing: ['faq/index.html'],
      missing: ['old/index.html'],
    });
  });
});

it('shows where two pages first part', () => {
  expect(firstDifference('<h1>Open 24/7</h1>', '<h1>Open daily</h1>', 4)).toEqual([
    'pen 24/7',
    'pen dail',
  ]);
});
