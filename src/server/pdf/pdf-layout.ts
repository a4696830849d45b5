import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

// A4 portrait in points, with margins that print on US Letter too (the text block fits both).
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
export const COLORS = {
  brand: "#166534",
  text: "#14281d",
  muted: "#4b5d52",
  rule: "#dbe5de",
  tint: "#ecfdf3",
};
const BOTTOM = PAGE.height - PAGE.margin - 24;

/** Whole grams, as every figure of the PDF reads: "69 g". */
export const grams = (n: number) => `${Math.round(n)} g`;

/** "Ana", "Ana and Leo", "Ana, Sam and Leo". */
export const andList = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`;

/** Starts a new page when fewer than `needed` points are left. */
export function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > BOTTOM) doc.addPage();
}

export function heading(doc: Doc, text: string, size = 18) {
  ensureSpace(doc, size * 3);
  doc
    .font("bold")
    .fontSize(size)
    .fillColor(COLORS.brand)
    .text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
  doc.fillColor(COLORS.text);
}

/** Body text; pdfkit breaks pages between lines itself, so blocks that must stay whole use ensureSpace. */
export function paragraph(
  doc: Doc,
  text: string,
  opts: { size?: number; color?: string; font?: string } = {},
) {
  doc
    .font(opts.font ?? "regular")
    .fontSize(opts.size ?? 10)
    .fillColor(opts.color ?? COLORS.text)
    .text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
}

export function rule(doc: Doc) {
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.width - PAGE.margin, doc.y)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.moveDown(0.5);
}

/** A two-column table of label and value rows, e.g. a nutrition-facts panel. */
export function factsTable(doc: Doc, title: string, rows: readonly (readonly [string, string])[]) {
  const rowHeight = 16;
  const height = 22 + rows.length * rowHeight + 8;
  ensureSpace(doc, height);
  const top = doc.y;
  const width = 300;
  doc.rect(PAGE.margin, top, width, height).lineWidth(1).strokeColor(COLORS.text).stroke();
  doc
    .font("bold")
    .fontSize(11)
    .fillColor(COLORS.text)
    .text(title, PAGE.margin + 8, top + 6, { width: width - 16 });
  let y = top + 24;
  for (const [label, value] of rows) {
    doc
      .moveTo(PAGE.margin + 8, y - 2)
      .lineTo(PAGE.margin + width - 8, y - 2)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc
      .font("regular")
      .fontSize(9)
      .text(label, PAGE.margin + 8, y, { width: 140 });
    doc.text(value, PAGE.margin + 150, y, { width: width - 158, align: "right" });
    y += rowHeight;
  }
  doc.x = PAGE.margin;
  doc.y = top + height + 10;
}
