// After `gatsby build`: Gatsby ends each page with <script src async> tags for its bundles,
// which a slow phone fetches as soon as its parser reaches them, beside the page's own images,
// and which can arrive before the page is first painted. One inline script takes their place
// and adds the same scripts once the first contentful paint is on screen (the browser's paint
// timing says so; without it, a frame's callback, then a task after it), or after 1 s if neither
// comes (a tab opened in the background): the first paint never waits on the JavaScript, and the
// images in view get the network first. The order does not matter: webpack's runtime takes
// chunks in any order, as with `async`. Runs before the Content-Security-Policy step, which
// hashes this script like Gatsby's own (gatsby-node).
import { readFileSync, writeFileSync } from 'node:fs';
import { attributesOf, elements, htmlFiles, parseWithOffsets } from './parse';

export const LOADER_ID = 'scripts-after-paint';

/** The loader for these script URLs: a classic inline script. */
export function loaderSource(urls: readonly string[]): string {
  return (
    '(function(u){var d=0;function l(){if(d)return;d=1;u.forEach(function(s){' +
    'var e=document.createElement("script");e.src=s;document.body.appendChild(e)})}' +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1){' +
    'new P(function(t,o){t.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(l,0))})' +
    '.observe({type:"paint",buffered:true})}' +
    'else requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)})' +
    // JSON, with "<" escaped so no URL can close the script element.
    `(${JSON.stringify(urls).replace(/</g, '\\u003c')})`
  );
}

/**
 * `html` with its async external scripts (Gatsby's bundles) replaced by the loader, where the
 * first of them stood; undefined when it has none (a fragment, or a page already done).
 */
export function scriptsAfterFirstPaint(html: string): string | undefined {
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
  const loader = `<script id="${LOADER_ID}">${loaderSource(urls)}</script>`;
  return result.slice(0, at) + loader + result.slice(at);
}

/** Rewrites every HTML file under `publicDir` (pages and Gatsby's script slice); returns how many. */
export function scriptsAfterFirstPaintIn(publicDir: string): number {
  let pages = 0;
  for (const file of htmlFiles(publicDir)) {
    const updated = scriptsAfterFirstPaint(readFileSync(file, 'utf8'));
    if (updated === undefined) continue;
    writeFileSync(file, updated);
    pages += 1;
  }
  return pages;
}
