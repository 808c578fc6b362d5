// What a guide says, read line by line: the npm scripts it names, its code spans and links
// outside fenced blocks, and the anchors GitHub gives its headings.

export type Named = { line: number; name: string };

/** The npm scripts named on each line, with the folder whose package.json holds them. */
export function scriptsIn(markdown: string): (Named & { prefix: string })[] {
  const found: (Named & { prefix: string })[] = [];
  const command =
    /\bnpm\s+(?:--prefix[= ]([^\s`]+)\s+)?(?:run(?:-script)?\s+([\w:.-]+)|(test|start)\b)(?:\s+--prefix[= ]([^\s`]+))?/g;
  markdown.split('\n').forEach((text, i) => {
    for (const [, before, run, alias, after] of text.matchAll(command)) {
      found.push({ line: i + 1, name: (run ?? alias)!, prefix: before ?? after ?? '.' });
    }
  });
  return found;
}

/** A guide's lines outside fenced blocks (a block's text is no prose), numbered from 1. */
function proseLines(markdown: string): { line: number; text: string }[] {
  let fenced = false;
  return markdown.split('\n').flatMap((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    else if (!fenced) return [{ line: i + 1, text }];
    return [];
  });
}

/** The code spans on each line outside fenced blocks. */
export const spansIn = (markdown: string): Named[] =>
  proseLines(markdown).flatMap(({ line, text }) =>
    [...text.matchAll(/`([^`]+)`/g)].map(([, span]) => ({ line, name: span! })),
  );

/** The relative links outside code: their target, file#heading. */
export const linksIn = (markdown: string): Named[] =>
  proseLines(markdown).flatMap(({ line, text }) =>
    [...text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
      .map(([, target]) => target!)
      .filter((target) => !/^([a-z]+:|\/)/.test(target))
      .map((target) => ({ line, name: target })),
  );

/** The anchors GitHub gives a guide's headings: lower case, punctuation dropped, - for spaces. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}
