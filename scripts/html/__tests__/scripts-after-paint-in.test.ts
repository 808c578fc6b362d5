// The loader's plan for each page of a build, from Gatsby's and webpack's records of it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loaderSource, scriptsAfterFirstPaintIn } from '../scripts-after-paint';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'scripts-after-paint-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const BUNDLES = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];
const html = () =>
  '<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div>' +
  BUNDLES.map((src) => `<script src="${src}" async></script>`).join('') +
  '</body></html>';
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
};
const loaderIn = (file: string) =>
  /<script id="scripts-after-paint">([\s\S]*?)<\/script>/.exec(
    readFileSync(path.join(dir, file), 'utf8'),
  )![1];

it('gives each page its component’s chunks and the modules of the app and of the component', () => {
  write('webpack-runtime-1.js', '!function(){self.webpackChunksite=self.webpackChunksite||[]}()');
  write(
    'webpack.stats.json',
    JSON.stringify({
      namedChunkGroups: {
        app: { assets: [{ name: 'framework-2.js' }, { name: 'styles.css' }, { name: 'app-3.js' }] },
        'component---src-pages-index-tsx': {
          assets: [{ name: 'framework-2.js' }, { name: 'shared-5.js' }, { name: 'index-6.js' }],
        },
        'component---src-pages-404-tsx': { assets: [{ name: '404-7.js' }] },
      },
    }),
  );
  write(
    'page-data/index/page-data.json',
    '{"componentChunkName":"component---src-pages-index-tsx"}',
  );
  write(
    'page-data/404.html/page-data.json',
    '{"componentChunkName":"component---src-pages-404-tsx"}',
  );
  for (const file of ['index.html', '404.html', '_gatsby/slices/_gatsby-scripts-1.html'])
    write(file, html());
  const order = {
    app: [10, 11],
    'component---src-pages-index-tsx': [11, 12],
    'component---src-pages-404-tsx': [13],
  };

  expect(scriptsAfterFirstPaintIn(dir, order)).toBe(3);
  expect(loaderIn('index.html')).toBe(
    loaderSource(BUNDLES, {
      chunkGlobal: 'webpackChunksite',
      pageChunks: ['/framework-2.js', '/shared-5.js', '/index-6.js'],
      modules: [10, 11, 12],
    }),
  );
  expect(loaderIn('index.html')).toContain('["/shared-5.js","/index-6.js"],[10,11,12])');
  expect(loaderIn('404.html')).toContain('["/404-7.js"],[10,11,13])');
  // Gatsby's script slice is no page: its bundles are added at once.
  expect(loaderIn('_gatsby/slices/_gatsby-scripts-1.html')).toBe(
    loaderSource(BUNDLES, { chunkGlobal: 'webpackChunksite', pageChunks: [], modules: [] }),
  );
});

it('adds the bundles at once without a module order', () => {
  write('webpack-runtime-1.js', '!function(){self.webpackChunksite=self.webpackChunksite||[]}()');
  write('index.html', html());
  expect(scriptsAfterFirstPaintIn(dir)).toBe(1);
  expect(loaderIn('index.html')).toBe(loaderSource(BUNDLES));
});
