// After `gatsby build`: Gatsby ends each page with <script src async> tags for its bundles,
// which a slow phone fetches as soon as its parser reaches them, beside the page's own images,
// and which can arrive before the page is first painted. One inline script takes their place
// and adds the same scripts once the first screen is painted: the first contentful paint (the
// browser's paint timing says so; without it, a frame's callback, then a task after it), then
// the images in view loaded (or failed) and one more frame, which paints what the parser added
// after the first paint (the largest text is often there). Or after 1 s if that never comes (a
// tab opened in the background). The first screen never waits on the JavaScript, its images
// get the network first, and its largest paint is done before any bundle is asked for.
//
// It adds them in steps, all fetched at once (the rest as preloads), so that no step is a long
// task on a slow phone. Left to itself, webpack runs the app's entry in the task of whichever
// bundle arrives last, and that entry first initialises every module it imports: React (most of
// the framework bundle), Gatsby's runtime and the layout, all in one task; then, once the page's
// data has come, Gatsby fetches the page's own chunks and initialises their modules in another.
// Instead:
//   1. webpack's runtime and the framework bundle;
//   2. the framework's modules, initialised by webpack's own require (handed over by a chunk
//      pushed to webpack's JSONP array), about 4 ms a task;
//   3. the app's bundles and the page's chunks (its component and the shared chunks it needs,
//      which Gatsby would fetch only once the page's data had come). The array's push is wrapped
//      meanwhile: each chunk's modules are installed, but the entry chunk's startup callback is
//      held back;
//   4. once all have arrived, the modules that the entry and the page component import, in the
//      order they would be evaluated (module-order.ts: static imports only, so nothing runs that
//      would not have), about 4 ms a task; then the held startup runs the entry, Gatsby's loader
//      finds the page's chunks installed, and the page hydrates (in slices, src/lib/hydrate.ts).
// Without the build's records (no framework bundle, no chunk array, no module order) all bundles
// are added at once, as Gatsby's `async` tags would run them; when a bundle fails to load or a
// module throws, the startup runs at once and webpack and Gatsby handle it as they would. Runs
// before the Content-Security-Policy step, which hashes this script like Gatsby's own
// (gatsby-node).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleId, ModuleOrder } from './module-order';
import { attributesOf, elements, parseWithOffsets, rewriteHtmlFiles } from './parse';

export const LOADER_ID = 'scripts-after-paint';

// Gatsby's bundles by name: webpack's runtime and the framework (React), which run first.
const RUNTIME = /\/webpack-runtime-[^/]*\.js$/;
const FRAMEWORK = /\/framework-[^/]*\.js$/;
const runsFirst = (url: string) => RUNTIME.test(url) || FRAMEWORK.test(url);

/** What a page's loader knows beyond its script URLs, from the build's records. */
export type LoaderPlan = {
  /** The name of webpack's JSONP chunk array (its runtime bundle declares it). */
  chunkGlobal?: string;
  /** The page's own chunks: its component and the shared chunks that needs. */
  pageChunks?: readonly string[];
  /** The modules the app's entry and the page's component import, in order (module-order.ts). */
  modules?: readonly ModuleId[];
};

/**
 * The loader for these script URLs: a classic inline script. With a plan naming webpack's chunk
 * array and the modules to initialise, it goes in the steps above; without one, it adds the
 * URLs at once.
 */
export function loaderSource(urls: readonly string[], plan: LoaderPlan = {}): string {
  const { chunkGlobal, pageChunks = [], modules = [] } = plan;
  const split =
    chunkGlobal !== undefined && modules.length > 0 && urls.some((url) => FRAMEWORK.test(url));
  const early = split ? urls.filter(runsFirst) : [];
  const rest = split ? urls.filter((url) => !runsFirst(url)) : urls;
  const page = split ? pageChunks.filter((url) => !urls.includes(url)) : [];
  // JSON, with "<" escaped so no URL can close the script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '(function(u,w,c,p,m){var d=0,D=document,r,h=[];' +
    'function a(s,f){var e=D.createElement("script");e.src=s;' +
    'if(f)e.onload=e.onerror=f;D.body.appendChild(e)}' +
    'function l(){if(d)return;d=1;if(!w.length){u.forEach(function(s){a(s)});return}' +
    'u.concat(p).forEach(function(s){var k=D.createElement("link");k.rel="preload";k.as="script";' +
    'k.href=s;D.head.appendChild(k)});' +
    'var n=0;w.forEach(function(s){a(s,function(){++n===w.length&&setTimeout(i,0)})})}' +
    // Modules q initialised by webpack's require, about 4 ms a task, then k in a task of its own.
    // A module that throws ends it, and its error is reported as webpack would have let it be.
    'function z(q,k){var t=performance.now();' +
    'try{while(q.length&&performance.now()-t<4)r(q.shift())}' +
    'catch(x){q=[];setTimeout(function(){throw x},0)}' +
    'setTimeout(q.length?function(){z(q,k)}:k,0)}' +
    // Step 2: webpack's require, handed over by a chunk of our own (without it, everything at
    // once), then the listed modules already installed: the framework's.
    'function i(){try{self[c].push([[c],{},function(q){r=q}])}catch(x){}' +
    'if(!r){u.concat(p).forEach(function(s){a(s)});return}' +
    'z(m.filter(function(x){return r.m[x]}),j)}' +
    // Step 3: every chunk's startup callback (the entry chunk's) held back while they arrive.
    'function j(){var g=self[c],o=g.push,n=0,f=0,t=u.concat(p);' +
    'g.push=function(k){if(k[2]){h.push(k[2]);k=[k[0],k[1]]}return o.call(g,k)};' +
    // Step 4, once all have arrived: the listed modules (none if a bundle failed), then the
    // startups, through chunks of our own. A script that failed is taken out, so that webpack's
    // own retry makes a new one (it would wait on ours, whose error has gone by).
    't.forEach(function(s){a(s,function(v){v.type=="error"&&(f=1,v.target.remove());' +
    '++n===t.length&&setTimeout(function(){g.push=o;z(f?[]:m.slice(),function(){' +
    'h.forEach(function(s,i){o.call(g,[[c+"$"+i],{},s])})})},0)})})}' +
    // Step 1 waits for the first screen: the images in view loaded (or failed), then a frame,
    // so the page's largest paint comes before any bundle is asked for.
    'function v(){var q=[].filter.call(D.images,function(g){var b=g.getBoundingClientRect();' +
    'return!g.complete&&b.bottom>0&&b.right>0&&b.top<innerHeight&&b.left<innerWidth}),n=q.length+1;' +
    'function f(){--n||requestAnimationFrame(function(){setTimeout(l,0)})}' +
    'q.forEach(function(g){g.addEventListener("load",f);g.addEventListener("error",f)});f()}' +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1){' +
    'new P(function(t,o){t.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(v,0))})' +
    '.observe({type:"paint",buffered:true})}' +
    'else requestAnimationFrame(function(){setTimeout(v,0)});setTimeout(l,1000)})' +
    `(${json(rest)},${json(early)},${json(split ? chunkGlobal : '')},${json(page)},${json(split ? modules : [])})`
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
  planFor: (urls: readonly string[]) => LoaderPlan = () => ({}),
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
  const loader = `<script id="${LOADER_ID}">${loaderSource(urls, planFor(urls))}</script>`;
  return result.slice(0, at) + loader + result.slice(at);
}

/** Gatsby's entry point, whose chunk group every page loads. */
const APP_GROUP = 'app';

type Stats = { namedChunkGroups?: Record<string, { assets?: { name: string }[] }> };

/**
 * The component chunk group of the page an HTML file under `publicDir` is, as its
 * page-data.json names it; undefined for a file that is no page (Gatsby's script slice).
 */
function componentOf(publicDir: string, htmlFile: string): string | undefined {
  const relative = path.relative(publicDir, htmlFile);
  const dir = path.dirname(relative);
  const pagePath =
    path.basename(relative) === 'index.html' ? (dir === '.' ? 'index' : dir) : relative;
  const pageData = path.join(publicDir, 'page-data', pagePath, 'page-data.json');
  if (!existsSync(pageData)) return undefined;
  return (JSON.parse(readFileSync(pageData, 'utf8')) as { componentChunkName?: string })
    .componentChunkName;
}

/**
 * Rewrites every HTML file under `publicDir` (pages and Gatsby's script slice); returns how
 * many. Each page's plan comes from the build's records: webpack's runtime bundle, Gatsby's
 * webpack.stats.json (the scripts of each chunk group) and `order` (module-order.ts).
 */
export function scriptsAfterFirstPaintIn(publicDir: string, order: ModuleOrder = {}): number {
  const statsFile = path.join(publicDir, 'webpack.stats.json');
  const stats: Stats = existsSync(statsFile) ? JSON.parse(readFileSync(statsFile, 'utf8')) : {};
  const scriptsOf = (group: string) =>
    (stats.namedChunkGroups?.[group]?.assets ?? [])
      .filter((asset) => asset.name.endsWith('.js'))
      .map((asset) => `/${asset.name}`);
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
  return rewriteHtmlFiles(publicDir, (html, file) => {
    const component = componentOf(publicDir, file);
    return scriptsAfterFirstPaint(html, (urls) => ({
      chunkGlobal: chunkGlobalFor(urls),
      pageChunks: component ? scriptsOf(component) : [],
      modules: component
        ? [...new Set([...(order[APP_GROUP] ?? []), ...(order[component] ?? [])])]
        : [],
    }));
  });
}
