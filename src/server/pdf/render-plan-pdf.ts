import PDFDocument from "pdfkit";
import { BRAND, SUPPORT_EMAIL } from "../../../content/site";
import { labelOf } from "../../shared/domain";
import type { NutrientTotals, PlanData, PlanDay, PlanMeal } from "../../shared/plan-data";
import { fonts } from "./pdf-fonts";
import { COLORS, CONTENT_WIDTH, ensureSpace, factsTable, heading, PAGE, paragraph, rule } from "./pdf-layout";

type Doc = InstanceType<typeof PDFDocument>;

export const PDF_DISCLAIMER =
  `${BRAND} gives general nutrition information, not medical advice, and is not a medical service. ` +
  "A planning engine cannot replace your physician or a registered dietitian: speak to your doctor before " +
  "changing how you eat, especially with a health condition, in pregnancy or on medication. Recipes do not " +
  "account for cross-contamination, so check labels if you have an allergy. Results vary from person to person.";

const g = (n: number) => `${Math.round(n)} g`;

function formatDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return d.toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

function targetRows(t: NutrientTotals): [string, string][] {
  return [
    ["Energy", `${t.calories} kcal`],
    ["Protein", g(t.protein_g)],
    ["Carbohydrate", g(t.carbs_g)],
    ["Fat", g(t.fat_g)],
    ["Fibre", `at least ${g(t.fiber_g)}`],
    ["Sodium", `at most ${Math.round(t.sodium_mg)} mg`],
  ];
}

function cover(doc: Doc, plan: PlanData, name: string) {
  doc
    .font("bold")
    .fontSize(30)
    .fillColor(COLORS.brand)
    .text(BRAND, PAGE.margin, PAGE.margin + 10);
  doc.font("regular").fontSize(13).fillColor(COLORS.muted).text("Your personalised 7-day meal plan");
  doc.moveDown(1.2);
  paragraph(doc, `Prepared for ${name}`, { size: 14, font: "bold" });
  paragraph(
    doc,
    `Goal: ${labelOf(plan.goals.fitness_goal)} · Cuisine: ${labelOf(plan.goals.cuisine)} · Diet: ${labelOf(plan.diet)}`,
    { size: 11 },
  );
  paragraph(doc, `Week starting ${formatDate(plan.week_start)}`, { size: 11 });
  doc.moveDown(0.8);
  factsTable(doc, "Daily targets", targetRows(plan.targets));
  heading(doc, "Why these numbers", 13);
  for (const note of plan.notes) paragraph(doc, `•  ${note}`, { size: 9.5 });
  doc.moveDown(0.8);
  heading(doc, "Medical disclaimer", 11);
  paragraph(doc, PDF_DISCLAIMER, { size: 8.5, color: COLORS.muted });
}

function meal(doc: Doc, m: PlanMeal) {
  ensureSpace(doc, 90);
  const top = doc.y;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, 20).fill(COLORS.tint);
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(COLORS.brand)
    .text(`${m.time} · ${labelOf(m.type)}`, PAGE.margin + 6, top + 5);
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(COLORS.text)
    .text(`${m.calories} kcal`, PAGE.margin, top + 5, {
      width: CONTENT_WIDTH - 6,
      align: "right",
    });
  doc.y = top + 26;
  paragraph(doc, m.name, { size: 12, font: "bold" });
  paragraph(
    doc,
    `Protein ${g(m.protein_g)} · Carbohydrate ${g(m.carbs_g)} · Fat ${g(m.fat_g)} · Fibre ${g(m.fiber_g)} · Sodium ${Math.round(m.sodium_mg)} mg · ${m.servings} serving${m.servings === 1 ? "" : "s"}`,
    { size: 8.5, color: COLORS.muted },
  );
  doc.moveDown(0.3);
  paragraph(doc, "Ingredients", { size: 9.5, font: "bold" });
  for (const ing of m.ingredients) paragraph(doc, `–  ${ing}`, { size: 9 });
  if (m.instructions.length > 0) {
    doc.moveDown(0.2);
    paragraph(doc, "Method", { size: 9.5, font: "bold" });
    m.instructions.forEach((step, i) => {
      paragraph(doc, `${i + 1}.  ${step}`, { size: 9 });
    });
  }
  doc.moveDown(0.8);
}

function day(doc: Doc, d: PlanDay, targets: NutrientTotals) {
  doc.addPage();
  const total = d.meals.reduce((s, m) => s + m.calories, 0);
  heading(doc, d.day, 20);
  paragraph(doc, `${total} kcal across ${d.meals.length} meals · target ${targets.calories} kcal`, {
    size: 10,
    color: COLORS.muted,
  });
  rule(doc);
  for (const m of d.meals) meal(doc, m);
  const t = d.totals;
  factsTable(doc, `Nutrition facts: ${d.day}`, [
    ["Energy", `${total} kcal of ${targets.calories}`],
    ["Protein", `${g(t.protein_g)} of ${g(targets.protein_g)}`],
    ["Carbohydrate", `${g(t.carbs_g)} of ${g(targets.carbs_g)}`],
    ["Fat", `${g(t.fat_g)} of ${g(targets.fat_g)}`],
    ["Fibre", `${g(t.fiber_g)} (goal ${g(targets.fiber_g)})`],
    ["Sodium", `${Math.round(t.sodium_mg)} mg (limit ${Math.round(targets.sodium_mg)})`],
  ]);
}

function shoppingList(doc: Doc, plan: PlanData) {
  doc.addPage();
  heading(doc, "Shopping list for the week", 20);
  paragraph(doc, "Amounts are summed over every meal of the week. Tick items off as you shop.", {
    size: 9.5,
    color: COLORS.muted,
  });
  doc.moveDown(0.5);
  for (const aisle of plan.shopping_list) {
    heading(doc, aisle.aisle, 12);
    for (const item of aisle.items) {
      ensureSpace(doc, 16);
      const y = doc.y;
      doc
        .rect(PAGE.margin, y + 1, 8, 8)
        .lineWidth(0.8)
        .strokeColor(COLORS.text)
        .stroke();
      doc
        .font("regular")
        .fontSize(9.5)
        .fillColor(COLORS.text)
        .text(item.name, PAGE.margin + 16, y, { width: 250 });
      const after = doc.y;
      doc.text(item.display, PAGE.margin + 270, y, { width: CONTENT_WIDTH - 270, align: "right" });
      doc.y = Math.max(after, doc.y) + 2;
    }
    doc.moveDown(0.4);
  }
}

function pageNumbers(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`${BRAND} · ${SUPPORT_EMAIL}`, PAGE.margin, PAGE.height - 30, {
        width: CONTENT_WIDTH,
        align: "left",
        lineBreak: false,
      })
      .text(`Page ${i + 1} of ${range.count}`, PAGE.margin, PAGE.height - 30, {
        width: CONTENT_WIDTH,
        align: "right",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** The printable week: cover with targets and notes, a section per day, the shopping list. */
export async function renderPlanPdf(plan: PlanData, name: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: `${BRAND} meal plan for ${name}`, Author: BRAND, Subject: `Week of ${plan.week_start}` },
  });
  // pdfkit takes a parsed fontkit font as well as a path or bytes; its type definitions lag behind.
  type FontSource = Parameters<typeof doc.registerFont>[1];
  doc.registerFont("regular", fonts().regular as unknown as FontSource);
  doc.registerFont("bold", fonts().bold as unknown as FontSource);
  doc.font("regular");
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  cover(doc, plan, name);
  for (const d of plan.days) day(doc, d, plan.targets);
  shoppingList(doc, plan);
  pageNumbers(doc);
  doc.end();
  return done;
}
