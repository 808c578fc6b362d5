// The weekly class timetable image: days across, time slots down, a red header row.
import { isPlainObject } from './collect';
import { COLORS, r1, svgDocument, svgText } from './svg';
import { measureText, wrapText } from './text';

export interface ScheduleData {
  days: string[];
  slots: { time: string; classes: string[] }[];
}

/** True if the object holding an image also holds a class timetable. */
export function asSchedule(owner: unknown): ScheduleData | undefined {
  if (!isPlainObject(owner) || !Array.isArray(owner.days) || !Array.isArray(owner.slots)) {
    return undefined;
  }
  const days = owner.days.map(String);
  const slots = owner.slots.filter(isPlainObject).map((slot) => ({
    time: String(slot.time ?? ''),
    classes: Array.isArray(slot.classes) ? slot.classes.map((c) => String(c ?? '')) : [],
  }));
  return { days, slots };
}

/** The weekly timetable as a clean table: days across, time slots down, red header row. */
export function buildScheduleSvg(schedule: ScheduleData, width: number, height: number): string {
  const m = Math.min(width, height);
  const margin = 0.04 * width;
  const titleSize = 0.058 * m;
  const subtitleSize = 0.026 * m;
  const tableTop = margin + titleSize + subtitleSize * 2.2 + 0.04 * m;
  const tableWidth = width - 2 * margin;
  const tableBottom = height - margin * 0.8;
  const headerHeight = 0.08 * m;
  const rows = Math.max(1, schedule.slots.length);
  const rowHeight = (tableBottom - tableTop - headerHeight) / rows;
  const timeWidth = tableWidth * 0.11;
  const cols = Math.max(1, schedule.days.length);
  const colWidth = (tableWidth - timeWidth) / cols;
  const cellPad = Math.max(4, colWidth * 0.06);
  const cellTextWidth = colWidth - 2 * cellPad - 8;

  // One font size for every cell: the largest at which each class name fits in two lines.
  let cellSize = Math.min(0.03 * m, rowHeight * 0.26);
  const allFit = (size: number): boolean =>
    schedule.slots.every((slot) =>
      slot.classes.every(
        (name) => wrapText(name, cellTextWidth, { fontSize: size, bold: true }).length <= 2,
      ),
    );
  while (cellSize > 9 && !allFit(cellSize)) cellSize *= 0.94;
  const headerSize = Math.min(
    0.028 * m,
    ...schedule.days.map(
      (day) => (colWidth - 2 * cellPad) / measureText(day, { fontSize: 1, bold: true }),
    ),
  );

  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#ffffff"/>`];
  // Title with a short red rule, in the same voice as the site's headings.
  parts.push(
    `<rect x="${r1(margin)}" y="${r1(margin)}" width="${r1(0.008 * m)}" height="${r1(titleSize + subtitleSize * 1.7)}" fill="${COLORS.accent}"/>`,
    svgText(['Team Class Schedule'], margin + 0.028 * m, margin + titleSize * 0.85, {
      fontSize: titleSize,
      bold: true,
      fill: COLORS.ink,
    }),
    svgText(
      ['Bridge City Fitness · Saskatoon'],
      margin + 0.028 * m,
      margin + titleSize + subtitleSize * 1.5,
      {
        fontSize: subtitleSize,
        fill: '#5b616d',
      },
    ),
  );
  // Header row.
  const radius = 0.012 * m;
  parts.push(
    `<path d="M${r1(margin)} ${r1(tableTop + headerHeight)}V${r1(tableTop + radius)}` +
      `q0 ${r1(-radius)} ${r1(radius)} ${r1(-radius)}H${r1(margin + tableWidth - radius)}` +
      `q${r1(radius)} 0 ${r1(radius)} ${r1(radius)}V${r1(tableTop + headerHeight)}z" fill="${COLORS.accent}"/>`,
  );
  const headerBaseline = tableTop + headerHeight / 2 + headerSize * 0.36;
  parts.push(
    svgText(['Time'], margin + cellPad * 2, headerBaseline, {
      fontSize: headerSize,
      bold: true,
      fill: '#ffffff',
    }),
  );
  schedule.days.forEach((day, col) => {
    parts.push(
      svgText([day], margin + timeWidth + colWidth * (col + 0.5), headerBaseline, {
        fontSize: headerSize,
        bold: true,
        fill: '#ffffff',
        anchor: 'middle',
      }),
    );
  });
  // Body rows: zebra stripes, time on the left, class names in soft tinted blocks.
  schedule.slots.forEach((slot, row) => {
    const y = tableTop + headerHeight + row * rowHeight;
    if (row % 2 === 1) {
      parts.push(
        `<rect x="${r1(margin)}" y="${r1(y)}" width="${r1(tableWidth)}" height="${r1(rowHeight)}" fill="#f5f6f8"/>`,
      );
    }
    parts.push(
      `<path d="M${r1(margin)} ${r1(y + rowHeight)}H${r1(margin + tableWidth)}" stroke="#dde0e6" stroke-width="1"/>`,
      svgText([slot.time], margin + cellPad * 2, y + rowHeight / 2 + cellSize * 0.36, {
        fontSize: cellSize,
        bold: true,
        fill: COLORS.ink,
      }),
    );
    schedule.days.forEach((_day, col) => {
      const name = slot.classes[col] ?? '';
      if (!name.trim()) return;
      const x = margin + timeWidth + col * colWidth;
      const lines = wrapText(name, cellTextWidth, { fontSize: cellSize, bold: true });
      const lineHeight = cellSize * 1.2;
      const boxY = y + rowHeight * 0.14;
      const boxH = rowHeight * 0.72;
      const firstBaseline =
        y + rowHeight / 2 - ((lines.length - 1) * lineHeight) / 2 + cellSize * 0.36;
      parts.push(
        `<rect x="${r1(x + cellPad)}" y="${r1(boxY)}" width="${r1(colWidth - 2 * cellPad)}" height="${r1(boxH)}" rx="${r1(radius * 0.8)}" fill="#fdecee"/>`,
        `<rect x="${r1(x + cellPad)}" y="${r1(boxY)}" width="${r1(Math.max(3, 0.005 * m))}" height="${r1(boxH)}" fill="${COLORS.accent}"/>`,
        svgText(lines, x + colWidth / 2 + 2, firstBaseline, {
          fontSize: cellSize,
          bold: true,
          fill: COLORS.ink,
          lineHeight,
          anchor: 'middle',
        }),
      );
    });
  });
  // Column rules and an outline keep the grid readable without heavy borders.
  const columnRules = schedule.days
    .map((_day, col) => {
      const x = r1(margin + timeWidth + col * colWidth);
      return `M${x} ${r1(tableTop + headerHeight)}V${r1(tableBottom)}`;
    })
    .join('');
  parts.push(
    `<path d="${columnRules}" stroke="#e6e8ec" stroke-width="1"/>`,
    `<rect x="${r1(margin)}" y="${r1(tableTop)}" width="${r1(tableWidth)}" height="${r1(tableBottom - tableTop)}" rx="${r1(radius)}" fill="none" stroke="#d3d7de" stroke-width="1.5"/>`,
  );
  return svgDocument(width, height, parts.join(''));
}
