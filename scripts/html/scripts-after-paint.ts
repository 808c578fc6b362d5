// After `gatsby build`: Gatsby ends each page with <script src async> tags for its bundles,
// which a slow phone fetches as soon as its parser reaches them, beside the page's own images,
// and which can arrive before the page is first painted. One inline script takes their place
// and adds the same scripts once the first contentful paint is on screen (the browser's paint
// timing says so; without it, a frame's callback, then a task after it), or after 1 s if neither
// comes (a tab opened in the background): the first paint never waits on the JavaScript, and the
// images in view get the network first.
//
// It adds them in two steps, all fetched at once (the rest as preloads). Webpack runs the app's
// entry in the task of whichever bundle arrives last, and that entry first initialises React
// (react-dom is most of the framework bundle): together, the longest task of a page load. So
// webpack's runtime and the framework bundle come first; once both have run, one task of its
// own initialises the framework's modules (a chunk pushed to webpack's JSONP array whose runtime
// callback requires each module installed so far), and only then are the app's bundles added,
// whose entry finds React ready. Where that cannot be done (no framework bundle, no webpack
// chunk array) all bundles are added at once, as Gatsby's `async` tags would run them. Runs
// before the Content-Security-Policy step, which hashes this script like Gatsby's own
// (gatsby-node).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { attributesOf, elements, htmlFiles, parseWithOffsets } from './parse';

export const LOADER_ID = 'scripts-after-paint';

// Gatsby's bundles by name: webpack's runtime and the framework (React), which run first.
const RUNTIME = /\/webpack-runtime-[^/]*\.js$/;
const FRAMEWORK = /\/framework-[^/]*\.js$/;
const runsFirst = (url: string) => RUNTIME.test(url) || FRAMEWORK.test(url);

/**
 * The loader for these script URLs: a classic inline script. With `chunkGlobal`, the name of
 * webpack's JSONP chunk array, the framework is initialised in a task of its own first.
 */
export function loaderSource(urls: readonly string[], chunkGlobal?: string): string {
  const split = chunkGlobal !== undefined && urls.some((url) => FRAMEWORK.test(url));
  const early = split ? urls.filter(runsFirst) : [];
  const rest = split ? urls.filter((url) => !runsFirst(url)) : urls;
  // JSON, with "<" escaped so no URL can close the script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '(function(u,w,c){var d=0;' +
    'function a(s,f){var e=document.createElement("script");e.src=s;' +
    'if(f)e.onload=e.onerror=f;document.body.appendChild(e)}' +
    'function l(){if(d)return;d=1;if(!w.length){u.forEach(function(s){a(s)});return}' +
    'u.forEach(function(s){var k=document.createElement("link");k.rel="preload";k.as="script";' +
    'k.href=s;document.head.appendChild(k)});' +
    'var n=0;w.forEach(function(s){a(s,function(){++n===w.length&&setTimeout(i,0)})})}' +
    // The framework's modules, initialised by webpack's own require; then the app's bundles.
    'function i(){try{self[c].push([[c],{},function(r){Object.keys(r.m).forEach(function(k){r(k)})}])}' +
    'catch(x){}setTimeout(function(){u.forEach(function(s){a(s)})},0)}' +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1){' +
    'new P(function(t,o){t.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(l,0))})' +
    '.observe({type:"paint",buffered:true})}' +
    'else requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)})' +
    `(${json(rest)},${json(early)},${json(chunkGlobal ?? '')})`
  );
}

/** The name of webpack's JSONP chunk array, as its runtime bundle declares it. */
export function chunkGlobalOf(runtimeSource: string): string | undefined {
  return /self\.(webpackChunk[\w$]*)=/.exec(runtimeSource)?.[1];
}

/**
 * `html` with its async external scripts (Gatsby's bundles) replaced by the loader, where the
 * first of them stood; undefined when it has none (a fragment, or a page already done).
 */
export function scriptsAfterFirstPaint(
  html: string,
  chunkGlobalFor: (urls: readonly string[]) => string | undefined = () => undefined,
): string | undefined {
  const bundles = elements(parseWithOffsets(html)).filter((element) => {
    const attributes = attributesOf(element);
    return (
      element.tagName === 'script' &&
      'src' in attributes &&
      'async' in attributes &&
      !('nomodule' in attributes) &&
      !('type' in attributes)
    );
  });
  if (!bundles.length) return undefined;
  const urls = bundles.map((script) => attributesOf(script).src!);
  let result = html;
  for (const script of [...bundles].reverse()) {
    const where = script.sourceCodeLocation!;
    result = result.slice(0, where.startOffset) + result.slice(where.endOffset);
  }
  const at = bundles[0]!.sourceCodeLocation!.startOffset;
  const loader = `<script id="${LOADER_ID}">${loaderSource(urls, chunkGlobalFor(urls))}</script>`;
  return result.slice(0, at) + loader + result.slice(at);
}

/** Rewrites every HTML file under `publicDir` (pages and Gatsby's script slice); returns how many. */
export function scriptsAfterFirstPaintIn(publicDir: string): number {
  const globals = new Map<string, string | undefined>();
  const chunkGlobalFor = (urls: readonly string[]) => {
    const runtime = urls.find((url) => RUNTIME.test(url));
    if (!runtime) return undefined;
    if (!globals.has(runtime)) {
      const file = path.join(publicDir, runtime);
      globals.set(
        runtime,
        existsSync(file) ? chunkGlobalOf(readFileSync(file, 'utf8')) : undefined,
      );
    }
    return globals.get(runtime);
  };
  let pages = 0;
  for (const file of htmlFiles(publicDir)) {
    const updated = scriptsAfterFirstPaint(readFileSync(file, 'utf8'), chunkGlobalFor);
    if (updated === undefined) continue;
    writeFileSync(file, updated);
    pages += 1;
  }
  return pages;
}
