// The markdown tables of the bench and of the docs (docs-tables.ts), pipes in cells escaped and
// columns padded so they also read as plain text: the first column left, figures right-aligned.

export function paddedTable(
  header: readonly string[],
  body: readonly (readonly string[])[],
  { figures = true } = {},
): string {
  const rows = [header, ...body].map((cells) => cells.map((cell) => cell.replace(/\|/g, '\\|')));
  // At least 3: a markdown delimiter cell needs a hyphen besides its colon.
  const widths = header.map((_, i) => Math.max(3, ...rows.map((cells) => cells[i]!.length)));
  const right = (i: number) => figures && i > 0;
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (right(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (right(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}
