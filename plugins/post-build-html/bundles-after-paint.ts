// Each page's bundle tags replaced by its plan (a JSON data block) and the inline loader
// (src/loader/), which adds them back after the first paint. Content-hashed files keep their bytes.
import { PLAN_ID, type Plan } from '../../contracts/page-plan';
import { jsonInScript } from '../../contracts/json-in-script';
import { inlineScriptSource } from './inline-script';
import { attributesOf, rewriteHtmlFiles, type Element } from './parse';
import { bundleTagElements, hydrationNeeds, readStats } from './hydration-needs';

export const LOADER_ID = 'bundles-after-paint';
export const LOADER_ENTRY = 'src/loader/page-loader.ts';

export const loaderElements = (plan: Plan, loader: string) =>
  `<script type="application/json" id="${PLAN_ID}">${jsonInScript(plan)}</script>` +
  `<script id="${LOADER_ID}">${loader}</script>`;

/** `html` with `tags` (its bundle tags, in order) replaced by `replacement`, where the first stood. */
export function replaceBundleTags(
  html: string,
  tags: readonly Element[],
  replacement: string,
): string {
  if (!tags.length) return html;
  let result = html;
  for (const tag of [...tags].reverse()) {
    const where = tag.sourceCodeLocation!;
    result = result.slice(0, where.startOffset) + result.slice(where.endOffset);
  }
  const at = tags[0]!.sourceCodeLocation!.startOffset;
  return result.slice(0, at) + replacement + result.slice(at);
}

/** Gives every page under `publicDir` its plan and the loader; returns how many. */
export function bundlesAfterPaintIn(
  publicDir: string,
  loader = inlineScriptSource(LOADER_ENTRY),
): number {
  const stats = readStats(publicDir);
  return rewriteHtmlFiles(publicDir, (html, file) => {
    const tags = bundleTagElements(html);
    const srcs = tags.map((tag) => attributesOf(tag).src!);
    const plan = hydrationNeeds(publicDir, file, srcs, stats);
    return plan && replaceBundleTags(html, tags, loaderElements(plan, loader));
  });
}
