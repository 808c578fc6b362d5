// What a person sees, measured inside the page in one call: Playwright sends this function to
// the browser as source text, so everything it uses is declared inside it.

export type EdgeProblem = { what: string; left: number; right: number };
export type FocusProblem = { what: string; problem: string };
export type PageReport = {
  /** The document's width and the viewport's; wider means a sideways scrollbar. */
  documentWidth: number;
  viewportWidth: number;
  /** Text or controls closer than the margin to the viewport's left or right edge. */
  edges: EdgeProblem[];
  /** Focusable elements without a visible focus indicator, and how many were checked. */
  focus: FocusProblem[];
  focusChecked: number;
};

export type InspectOptions = {
  /** The least distance, in CSS px, of text and controls from the viewport's side edges. */
  edgeMarginPx: number;
  /** The least thickness, in CSS px, of a focus indicator. */
  focusMinPx: number;
  /** The least contrast of a focus indicator against what surrounds it. */
  focusMinContrast: number;
  /** Whether to focus every element (which marks form fields touched, showing their errors). */
  focus: boolean;
};

/** What the suite asks for (WCAG 2.2 Focus Appearance for the focus indicator). */
export const VISITOR_LIMITS = { edgeMarginPx: 12, focusMinPx: 2, focusMinContrast: 3 };

/**
 * Measures, without scrolling: the document's width; every visible text run and control against
 * the side margin (clipped by the boxes that clip it, so a scrolled table's hidden columns and
 * visually hidden text do not count); and, focusing each tabbable element in turn (the page must
 * be in keyboard mode, i.e. after a Tab), that its focus indicator (outline, box-shadow or border)
 * grows by the minimum thickness, contrasts with its background, and is not clipped away.
 */
export function inspectPage(options: InspectOptions): PageReport {
  type Box = { left: number; top: number; right: number; bottom: number };
  type Rgba = [number, number, number, number];

  const style = (el: Element) => getComputedStyle(el);
  const label = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${text}"`;
  };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const isEmpty = (b: Box) => b.right - b.left < 2 || b.bottom - b.top < 2;
  const isRoot = (el: Element | null) =>
    !el || el === document.body || el === document.documentElement;
  const clips = (el: Element) => {
    const s = style(el);
    return s.overflowX !== 'visible' || s.overflowY !== 'visible';
  };

  /**
   * The ancestors whose overflow clips `el`, following the containing blocks: an absolutely
   * positioned box escapes the overflow of ancestors between it and its offset parent, and a
   * fixed one escapes all of them.
   */
  const clippingAncestors = (el: Element): Element[] => {
    const found: Element[] = [];
    let node: Element | null = el;
    while (!isRoot(node)) {
      const position: string = style(node!).position;
      if (position === 'fixed') break;
      node =
        position === 'absolute'
          ? ((node as HTMLElement).offsetParent ?? null)
          : (node!.parentElement as Element | null);
      if (isRoot(node)) break;
      if (clips(node!)) found.push(node!);
    }
    return found;
  };
  const visiblePart = (box: Box, ancestors: Element[]) =>
    ancestors.reduce((b, a) => intersect(b, a.getBoundingClientRect()), box);

  // --- Edges ---------------------------------------------------------------------------------
  const viewportWidth = document.documentElement.clientWidth;
  const edges: EdgeProblem[] = [];
  const checkEdge = (what: string, box: Box) => {
    if (isEmpty(box)) return;
    if (
      box.left < options.edgeMarginPx - 0.5 ||
      box.right > viewportWidth - options.edgeMarginPx + 0.5
    )
      edges.push({
        what,
        left: Math.round(box.left),
        right: Math.round(viewportWidth - box.right),
      });
  };
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
    const ancestors = clips(parent)
      ? [parent, ...clippingAncestors(parent)]
      : clippingAncestors(parent);
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      checkEdge(`text "${node.textContent.trim().slice(0, 40)}"`, visiblePart(rect, ancestors));
  }
  const controls = document.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])',
  );
  for (const el of controls) {
    if (!shown(el)) continue;
    checkEdge(label(el), visiblePart(el.getBoundingClientRect(), clippingAncestors(el)));
  }

  // --- Focus indicators ----------------------------------------------------------------------
  const parseColor = (value: string): Rgba | null => {
    const m = value.match(/rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:[,/]\s*([\d.]+))?\)/);
    return m
      ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]
      : null;
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3] + below[3] * (1 - top[3]);
    const mix = (i: number) => (top[i]! * top[3] + below[i]! * below[3] * (1 - top[3])) / (a || 1);
    return [mix(0), mix(1), mix(2), a];
  };
  /** The colour behind `el`'s box: its own background (if `own`) and its ancestors', blended. */
  const backgroundOf = (el: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = el; node; node = node.parentElement) {
      const c = parseColor(style(node).backgroundColor);
      if (c && c[3] > 0) layers.push(c);
      if (c && c[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };

  type Ring = { width: number; offset: number; color: Rgba | null };
  /** The thickest ring drawn around the box: the outline, a box-shadow's spread, or the border. */
  const rings = (el: Element): { outline: Ring; shadow: Ring; border: Ring } => {
    const s = style(el);
    const outlineWidth = s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth);
    let shadow: Ring = { width: 0, offset: 0, color: null };
    for (const part of s.boxShadow === 'none' ? [] : s.boxShadow.split(/,(?![^(]*\))/)) {
      const color = parseColor(part);
      const lengths = (part.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? []).map(
        parseFloat,
      );
      const spread = lengths[3] ?? 0;
      const inset = part.includes('inset');
      if (color && color[3] > 0 && spread > shadow.width)
        shadow = { width: spread, offset: inset ? -spread : 0, color };
    }
    return {
      outline: {
        width: outlineWidth,
        offset: parseFloat(s.outlineOffset),
        color: parseColor(s.outlineColor),
      },
      shadow,
      border: {
        width: parseFloat(s.borderTopWidth),
        offset: -parseFloat(s.borderTopWidth),
        color: parseColor(s.borderTopColor),
      },
    };
  };

  // An open modal (a <dialog> shown with showModal(), or one marked so) keeps focus inside it.
  const modal = [...document.querySelectorAll('dialog:modal, [aria-modal="true"]')].find(shown);
  const scope = modal ?? document.body;
  const tabbable = [
    ...scope.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, iframe, [tabindex]',
    ),
  ].filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && shown(el));

  const focus: FocusProblem[] = [];
  // Each element's unfocused look is read while another has focus: the one focused now goes last.
  const active = document.activeElement;
  const ordered = [
    ...tabbable.filter((el) => el !== active),
    ...tabbable.filter((el) => el === active),
  ];
  for (const el of options.focus ? ordered : []) {
    const before = rings(el);
    el.focus({ preventScroll: true });
    if (document.activeElement !== el) {
      focus.push({ what: label(el), problem: 'cannot be focused' });
      continue;
    }
    const after = rings(el);
    const rect = el.getBoundingClientRect();
    // Whatever lies behind the ring: the page around the box, or the box itself for an inner ring.
    const candidates = (['outline', 'shadow', 'border'] as const).map((kind) => {
      const ring = after[kind];
      const grown =
        ring.width - (before[kind].color && before[kind].width ? before[kind].width : 0);
      const changed =
        grown >= options.focusMinPx ||
        (ring.width >= options.focusMinPx &&
          before[kind].color !== null &&
          ring.color !== null &&
          contrast(
            over(ring.color, [255, 255, 255, 1]),
            over(before[kind].color!, [255, 255, 255, 1]),
          ) >= options.focusMinContrast);
      const background = backgroundOf(ring.offset >= 0 ? el.parentElement : el);
      const ratio = ring.color ? contrast(over(ring.color, background), background) : 0;
      const reach = Math.max(0, ring.offset + ring.width);
      const ringBox = {
        left: rect.left - reach,
        top: rect.top - reach,
        right: rect.right + reach,
        bottom: rect.bottom + reach,
      };
      // Inside a scrolling box the focused element scrolls into view; its ring must then fit.
      const clipper = clippingAncestors(el).find((a) => {
        const box = a.getBoundingClientRect();
        const inside =
          rect.left >= box.left &&
          rect.right <= box.right &&
          rect.top >= box.top &&
          rect.bottom <= box.bottom;
        const ringInside =
          ringBox.left >= box.left - 0.5 &&
          ringBox.right <= box.right + 0.5 &&
          ringBox.top >= box.top - 0.5 &&
          ringBox.bottom <= box.bottom + 0.5;
        return inside && !ringInside;
      });
      return {
        kind,
        ok: changed && ratio >= options.focusMinContrast && !clipper,
        grown,
        ratio,
        clipper,
      };
    });
    if (!candidates.some((c) => c.ok)) {
      const best = candidates.reduce((a, b) => (b.grown > a.grown ? b : a));
      focus.push({
        what: label(el),
        problem:
          best.grown < options.focusMinPx
            ? `focus changes no outline, shadow or border by ${options.focusMinPx} px`
            : best.clipper
              ? `its ${best.kind} is clipped by ${label(best.clipper)}`
              : `its ${best.kind} has contrast ${best.ratio.toFixed(2)}:1 against the background`,
      });
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();

  return {
    documentWidth: document.documentElement.scrollWidth,
    viewportWidth,
    edges: edges.slice(0, 15),
    focus,
    focusChecked: options.focus ? tabbable.length : 0,
  };
}
