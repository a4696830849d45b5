import type PDFDocument from "pdfkit";
import type { PlanData } from "../../shared/plan-data";
import { showShopping, splitPantry } from "../../shared/shopping-display";
import type { UnitSystem } from "../../shared/units";
import { COLORS, CONTENT_WIDTH, heading, PAGE, paragraph } from "./pdf-layout";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Two columns by aisle, in what a shopper buys, with a box to tick for each item: the lines to buy,
 * then the pantry lines under "Check you have" (docs/product/shopping-list.md).
 */
export function shoppingList(doc: Doc, plan: PlanData, units: UnitSystem) {
  doc.addPage();
  heading(doc, "Shopping list for the week", 18);
  const whose = plan.members?.length ? "everyone's meals" : "every meal";
  paragraph(doc, `Amounts are summed over ${whose} of the week. Tick items off as you shop.`, {
    size: 9,
    color: COLORS.muted,
  });
  doc.moveDown(0.5);
  const gap = 18;
  const colW = (CONTENT_WIDTH - gap) / 2;
  let colTop = doc.y;
  const bottom = PAGE.height - PAGE.margin - 24;
  let col = 0;
  let y = colTop;
  const nextColumn = () => {
    if (col === 0) col = 1;
    else {
      doc.addPage();
      col = 0;
      colTop = PAGE.margin;
    }
    y = colTop;
  };
  const aisles = (list: PlanData["shopping_list"]) => {
    for (const aisle of list) {
      if (y + 30 > bottom) nextColumn();
      const x = PAGE.margin + col * (colW + gap);
      doc.font("bold").fontSize(10).fillColor(COLORS.brand).text(aisle.aisle, x, y, { width: colW });
      y = doc.y + 2;
      for (const item of aisle.items) {
        doc.font("regular").fontSize(8.5);
        const amount = showShopping(item, units);
        const h = Math.max(
          doc.heightOfString(item.name, { width: colW * 0.55 }),
          doc.heightOfString(amount, { width: colW * 0.4 }),
        );
        if (y + h > bottom) nextColumn();
        const cx = PAGE.margin + col * (colW + gap);
        doc
          .rect(cx, y + 1, 7, 7)
          .lineWidth(0.7)
          .strokeColor(COLORS.text)
          .stroke();
        doc.fillColor(COLORS.text).text(item.name, cx + 12, y, { width: colW * 0.55 });
        doc.text(amount, cx + 12 + colW * 0.55, y, { width: colW * 0.45 - 12, align: "right" });
        y += h + 2.5;
      }
      y += 6;
    }
  };
  const { buy, pantry } = splitPantry(plan.shopping_list);
  aisles(buy);
  if (pantry.length > 0) {
    if (y + 60 > bottom) nextColumn();
    const x = PAGE.margin + col * (colW + gap);
    doc
      .font("bold")
      .fontSize(12)
      .fillColor(COLORS.text)
      .text("Check you have", x, y + 4, { width: colW });
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text("Most kitchens keep these: buy only what has run out.", x, doc.y + 1, { width: colW });
    y = doc.y + 6;
    aisles(pantry);
  }
  doc.x = PAGE.margin;
}
