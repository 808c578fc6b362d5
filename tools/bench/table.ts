// The bench's markdown tables, their columns padded so they also read as plain text on a
// terminal: the first column (names) to the left, the figures to the right.

export function paddedTable(
  header: readonly string[],
  body: readonly (readonly string[])[],
): string {
  // At least 3: a markdown delimiter cell needs a hyphen besides its colon.
  const widths = header.map((h, i) =>
    Math.max(3, h.length, ...body.map((cells) => cells[i]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)].join('\n');
}
