// The logo as an inline <svg> (as an image, Chromium builds it on the main thread), only through
// this allowlist of shapes and paint: nothing that can run, fetch or style.
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { escapeHtml } from '../../contracts/escape-html';
import { MAX_INLINE_SVG_BYTES } from './svg-data-uri';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const SVG_NS = 'http://www.w3.org/2000/svg';

const SHAPES = new Set(['g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
/** Left out: the page names the logo itself (its alt text in site.yaml). */
const LEFT_OUT = new Set(['title', 'desc', 'metadata']);

/** Geometry and paint: values only numbers, colours and keywords (checked below). */
const ATTRIBUTES = new Set(
  `d x y x1 y1 x2 y2 cx cy r rx ry width height points pathLength transform opacity fill
  fill-opacity fill-rule clip-rule vector-effect shape-rendering stroke stroke-width stroke-linecap
  stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity`.split(/\s+/),
);

/** The root's own attributes besides these are paint, moved to a group around its children. */
const ROOT_ONLY = new Set(['xmlns', 'xmlns:xlink', 'version', 'width', 'height', 'viewBox']);

/** What an attribute's value may hold: no url(), no entity tricks, no markup, no script. */
const SAFE_VALUE = /^[\w\s.,#%+\-()]*$/;

export type InlineSvg = { viewBox: string; markup: string };

const isElement = (node: Node): node is Element => 'tagName' in node;

/** Why a file cannot be drawn in the page. */
class NotPlain extends Error {}

function attributes(element: Element, skip: ReadonlySet<string> = new Set()): string {
  let out = '';
  for (const { name, value } of element.attrs) {
    if (skip.has(name)) continue;
    if (!ATTRIBUTES.has(name)) throw new NotPlain(`<${element.tagName}> has the attribute ${name}`);
    if (!SAFE_VALUE.test(value) || /url\s*\(/i.test(value)) {
      throw new NotPlain(`<${element.tagName} ${name}> has the value "${value}"`);
    }
    out += ` ${name}="${escapeHtml(value)}"`;
  }
  return out;
}

function children(parent: Element): string {
  let markup = '';
  for (const node of parent.childNodes) {
    if (!isElement(node)) {
      if (node.nodeName === '#text' && 'value' in node && node.value.trim()) {
        throw new NotPlain(`<${parent.tagName}> holds text`);
      }
      continue;
    }
    if (LEFT_OUT.has(node.tagName) && node.namespaceURI === SVG_NS) continue;
    if (node.namespaceURI !== SVG_NS || !SHAPES.has(node.tagName)) {
      throw new NotPlain(`it has a <${node.tagName}> element`);
    }
    markup += `<${node.tagName}${attributes(node)}>${children(node)}</${node.tagName}>`;
  }
  return markup;
}

/** The root's viewBox, or one from plain numeric width and height. */
function viewBoxOf(root: Element): string | undefined {
  const attr = (name: string) => root.attrs.find((a) => a.name === name)?.value.trim();
  const viewBox = attr('viewBox');
  if (viewBox) return /^-?[\d.]+([\s,]+-?[\d.]+){3}$/.test(viewBox) ? viewBox : undefined;
  const [width, height] = [attr('width'), attr('height')].map(
    (v) => /^([\d.]+)(px)?$/.exec(v ?? '')?.[1],
  );
  return width && height ? `0 0 ${width} ${height}` : undefined;
}

/** The SVG's viewBox and the markup inside its root, for the page's own <svg>; or why not. */
export function inlineSvg(text: string): InlineSvg | { reason: string } {
  if (Buffer.byteLength(text) > MAX_INLINE_SVG_BYTES) {
    return { reason: `it is over ${MAX_INLINE_SVG_BYTES} bytes` };
  }
  const found = parseFragment(text.replace(/^\s*<\?xml[^>]*\?>/, '')).childNodes.filter(
    (node) => isElement(node) || ('value' in node && node.value.trim()),
  );
  const root = found[0];
  if (found.length !== 1 || !root || !isElement(root) || root.namespaceURI !== SVG_NS) {
    return { reason: 'it is not one <svg> element' };
  }
  const viewBox = viewBoxOf(root);
  if (!viewBox) return { reason: 'its <svg> has neither a viewBox nor a numeric width and height' };
  try {
    const paint = attributes(root, ROOT_ONLY);
    const inner = children(root);
    return { viewBox, markup: paint ? `<g${paint}>${inner}</g>` : inner };
  } catch (error) {
    if (error instanceof NotPlain) return { reason: error.message };
    throw error;
  }
}
