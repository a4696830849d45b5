import type PDFDocument from "pdfkit";
import { COLORS, CONTENT_WIDTH, ensureSpace, PAGE } from "./pdf-layout";

type Doc = InstanceType<typeof PDFDocument>;

// A table of a few rows (one a person) across the text block: a header row, then rows as tall as
// their tallest cell, so a long name or a wrapped value pushes the row down instead of past its edge.

export interface GridColumn {
  title: string;
  /** A share of the text block's width; the shares of a table add up to 1. */
  share: number;
  align?: "left" | "right";
}

const PAD = 4;

/** The first cell (the person) is bold, as drawRow draws it. */
function rowHeight(
  doc: Doc,
  cells: readonly string[],
  widths: readonly number[],
  size: number,
  font: string,
) {
  return Math.max(
    ...cells.map((c, i) =>
      doc
        .font(i === 0 ? "bold" : font)
        .fontSize(size)
        .heightOfString(c, { width: (widths[i] ?? 0) - PAD * 2 }),
    ),
  );
}

function drawRow(
  doc: Doc,
  cells: readonly string[],
  columns: readonly GridColumn[],
  widths: readonly number[],
  top: number,
  style: { size: number; font: string; color: string },
) {
  let x = PAGE.margin;
  cells.forEach((cell, i) => {
    const width = widths[i] ?? 0;
    doc
      .font(i === 0 ? "bold" : style.font)
      .fontSize(style.size)
      .fillColor(style.color)
      .text(cell, x + PAD, top, { width: width - PAD * 2, align: columns[i]?.align ?? "left" });
    x += width;
  });
}

/** The table at the current position, whole on one page; the position moves below it. */
export function gridTable(doc: Doc, columns: readonly GridColumn[], rows: readonly (readonly string[])[]) {
  const widths = columns.map((c) => c.share * CONTENT_WIDTH);
  const head = columns.map((c) => c.title);
  const headH = rowHeight(doc, head, widths, 7, "bold");
  const heights = rows.map((r) => rowHeight(doc, r, widths, 8, "regular"));
  ensureSpace(doc, headH + heights.reduce((a, b) => a + b + 5, 0) + 10);
  let y = doc.y;
  drawRow(doc, head, columns, widths, y, { size: 7, font: "bold", color: COLORS.muted });
  y += headH + 3;
  rows.forEach((row, i) => {
    doc
      .moveTo(PAGE.margin, y - 1.5)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y - 1.5)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    drawRow(doc, row, columns, widths, y + 1, { size: 8, font: "regular", color: COLORS.text });
    y += (heights[i] ?? 0) + 5;
  });
  doc.x = PAGE.margin;
  doc.y = y + 4;
}
