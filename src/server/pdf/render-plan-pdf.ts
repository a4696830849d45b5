import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { BRAND, SUPPORT_EMAIL } from "../../../content/site";
import { freeFromLine } from "../../shared/allergens";
import { labelOf } from "../../shared/domain";
import { cooksForLabel, leftoverLabel } from "../../shared/leftover-text";
import { groupDay, mealCounts, mealCountText } from "../../shared/meal-groups";
import { dayMinutesLine, mealMinutesLine } from "../../shared/minutes";
import {
  type NutrientTotals,
  type PlanData,
  type PlanDay,
  type PlanMeal,
  shownKcal,
  wholeKcals,
} from "../../shared/plan-data";
import { datesOfPlan, longDay } from "../../shared/plan-dates";
import { showAmount, showStep, type UnitSystem } from "../../shared/units";
import { fonts } from "./pdf-fonts";
import { householdDay } from "./pdf-household";
import { whoIsPlanned } from "./pdf-household-cover";
import {
  COLORS,
  CONTENT_WIDTH,
  ensureSpace,
  factsTable,
  grams as g,
  heading,
  PAGE,
  paragraph,
} from "./pdf-layout";
import { shoppingList } from "./pdf-shopping";

type Doc = InstanceType<typeof PDFDocument>;

export const PDF_DISCLAIMER =
  `${BRAND} gives general nutrition information, not medical advice, and is not a medical service. ` +
  "A planning engine cannot replace your physician or a registered dietitian: speak to your doctor before " +
  "changing how you eat, especially with a health condition, in pregnancy or on medication. Recipes do not " +
  "account for cross-contamination, so check labels if you have an allergy. Results vary from person to person.";

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
    ["Energy", `${shownKcal(t.calories)} kcal`],
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
  const members = plan.members ?? [];
  const subtitle =
    members.length > 0 ? "Your household's 7-day meal plan" : "Your personalised 7-day meal plan";
  doc.font("regular").fontSize(13).fillColor(COLORS.muted).text(subtitle);
  doc.moveDown(1.2);
  paragraph(doc, `Prepared for ${name}`, { size: 14, font: "bold" });
  paragraph(
    doc,
    `Goal: ${labelOf(plan.goals.fitness_goal)} · Cuisine: ${labelOf(plan.goals.cuisine)} · Diet: ${labelOf(plan.diet)}`,
    { size: 11 },
  );
  paragraph(doc, `Week starting ${formatDate(plan.week_start)}`, { size: 11 });
  const freeFrom = plan.free_from && freeFromLine(plan.free_from.allergies, plan.free_from.excluded_foods);
  if (freeFrom) paragraph(doc, freeFrom, { size: 11, font: "bold", color: COLORS.brand });
  doc.moveDown(0.8);
  if (members.length > 0) whoIsPlanned(doc, plan, members);
  else factsTable(doc, "Daily targets", targetRows(plan.targets));
  heading(doc, "Why these numbers", 13);
  for (const note of plan.notes) paragraph(doc, `•  ${note}`, { size: 9.5 });
  doc.moveDown(0.8);
  heading(doc, "Medical disclaimer", 11);
  paragraph(doc, PDF_DISCLAIMER, { size: 8.5, color: COLORS.muted });
}

/** Meals with the foods the user asked to include folded into the meal they go with (shared/meal-groups). */
function grouped(meals: readonly PlanMeal[]): { meal: PlanMeal; extras: PlanMeal[] }[] {
  const at = (i: number) => meals[i] as PlanMeal;
  return groupDay(meals).map((g) => ({ meal: at(g.index), extras: g.extras.map(at) }));
}

const ingredientText = (m: PlanMeal, units: UnitSystem) =>
  m.ingredients.map((i) => showAmount(i, units)).join(" · ");

/** Whole calories of each meal, adding up to the day's shown total (as the viewer). */
type Shown = ReadonlyMap<PlanMeal, number>;

function meal(doc: Doc, group: { meal: PlanMeal; extras: PlanMeal[] }, units: UnitSystem, kcal: Shown) {
  const m = group.meal;
  ensureSpace(doc, 70);
  const top = doc.y;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, 17).fill(COLORS.tint);
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(COLORS.brand)
    .text(`${m.time} · ${labelOf(m.type)}`, PAGE.margin + 6, top + 4.5);
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(COLORS.text)
    .text(`${kcal.get(m) ?? shownKcal(m.calories)} kcal`, PAGE.margin, top + 4.5, {
      width: CONTENT_WIDTH - 6,
      align: "right",
    });
  doc.y = top + 21;
  paragraph(doc, m.name, { size: 10.5, font: "bold" });
  paragraph(
    doc,
    `Protein ${g(m.protein_g)} · Carbohydrate ${g(m.carbs_g)} · Fat ${g(m.fat_g)} · Fibre ${g(m.fiber_g)} · Sodium ${Math.round(m.sodium_mg)} mg · ${m.servings} serving${m.servings === 1 ? "" : "s"}`,
    { size: 7.5, color: COLORS.muted },
  );
  const minutes = mealMinutesLine(m);
  if (minutes) paragraph(doc, minutes, { size: 7.5, color: COLORS.muted });
  if (m.ahead) paragraph(doc, `Ahead: ${m.ahead}`, { size: 7.5, font: "bold" });
  const batch = leftoverLabel(m) ?? cooksForLabel(m);
  if (batch) paragraph(doc, batch, { size: 7.5, font: "bold" });
  // A meal cooked for later meals lists what is cooked: every portion's amounts (plan_data `pot`).
  const pot = m.pot;
  const lines = pot ? pot.ingredients.map((i) => showAmount(i, units)).join(" · ") : ingredientText(m, units);
  const cook = pot
    ? `To cook, ${pot.servings} serving${pot.servings === 1 ? "" : "s"} in all`
    : "Ingredients";
  paragraph(doc, `${cook}: ${lines}`, { size: 7.5 });
  const swaps = (m.substitutes ?? []).map((x) => `${x.to} instead of ${x.from}`);
  if (swaps.length > 0)
    paragraph(doc, `For your restrictions: ${swaps.join(" · ")}`, { size: 7.5, font: "bold" });
  const steps = pot?.instructions ?? m.instructions;
  if (steps.length > 0) {
    paragraph(doc, `Method: ${steps.map((step, i) => `${i + 1}. ${showStep(step, units)}`).join(" ")}`, {
      size: 7.5,
    });
  }
  for (const x of group.extras) {
    paragraph(
      doc,
      `With ${m.type}: ${x.name} (${kcal.get(x) ?? shownKcal(x.calories)} kcal). ${ingredientText(x, units)}. ${x.instructions.map((step) => showStep(step, units)).join(" ")}`,
      { size: 7.5, color: COLORS.muted },
    );
  }
  doc.moveDown(0.5);
}

/** The day's nutrition facts as one strip under its heading, so they share the day's page. */
function factsStrip(doc: Doc, d: PlanDay, targets: NutrientTotals, total: number) {
  const t = d.totals;
  const cells: [string, string][] = [
    ["Energy", `${total} of ${shownKcal(targets.calories)} kcal`],
    ["Protein", `${g(t.protein_g)} of ${g(targets.protein_g)}`],
    ["Carbohydrate", `${g(t.carbs_g)} of ${g(targets.carbs_g)}`],
    ["Fat", `${g(t.fat_g)} of ${g(targets.fat_g)}`],
    ["Fibre (goal)", `${g(t.fiber_g)} (${g(targets.fiber_g)})`],
    ["Sodium (limit)", `${Math.round(t.sodium_mg)} of ${Math.round(targets.sodium_mg)} mg`],
  ];
  const top = doc.y;
  const w = CONTENT_WIDTH / cells.length;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, 38).lineWidth(0.8).strokeColor(COLORS.text).stroke();
  doc
    .font("bold")
    .fontSize(8)
    .fillColor(COLORS.text)
    .text(`Nutrition facts: ${d.day}`, PAGE.margin + 6, top + 4);
  cells.forEach(([label, value], i) => {
    const x = PAGE.margin + i * w + 6;
    doc
      .font("regular")
      .fontSize(7)
      .fillColor(COLORS.muted)
      .text(label, x, top + 15, { width: w - 8 });
    doc
      .font("bold")
      .fontSize(7.5)
      .fillColor(COLORS.text)
      .text(value, x, top + 24, { width: w - 8 });
  });
  doc.x = PAGE.margin;
  doc.y = top + 46;
}

function day(doc: Doc, d: PlanDay, targets: NutrientTotals, units: UnitSystem) {
  doc.addPage();
  const total = shownKcal(d.meals.reduce((s, m) => s + m.calories, 0));
  const whole = wholeKcals(d.meals.map((m) => m.calories));
  const kcal: Shown = new Map(d.meals.map((m, i) => [m, whole[i] ?? shownKcal(m.calories)]));
  heading(doc, d.date ? longDay(d.date) : d.day, 18);
  // Foods to include go with a meal and are not meals of their own.
  const meals = grouped(d.meals);
  paragraph(
    doc,
    `${total} kcal across ${mealCountText(mealCounts([d]))} · target ${shownKcal(targets.calories)} kcal`,
    {
      size: 9.5,
      color: COLORS.muted,
    },
  );
  const cooking = dayMinutesLine(d);
  if (cooking) paragraph(doc, cooking, { size: 9.5, color: COLORS.muted });
  doc.moveDown(0.4);
  factsStrip(doc, d, targets, total);
  for (const group of meals) meal(doc, group, units, kcal);
}

/** Where the shared page lives, as an address and a QR code a phone camera opens. */
function shareBlock(doc: Doc, url: string) {
  const size = 84;
  ensureSpace(doc, size + 24);
  const top = doc.y + 6;
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const cell = size / n;
  doc.fillColor(COLORS.text);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c))
        doc.rect(PAGE.margin + c * cell, top + r * cell, cell + 0.05, cell + 0.05).fill();
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(COLORS.text)
    .text("Shared plan", PAGE.margin + size + 14, top + 8, { width: CONTENT_WIDTH - size - 14 });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(`Open this plan and its shopping list on any device: ${url}`, PAGE.margin + size + 14, doc.y + 2, {
      width: CONTENT_WIDTH - size - 14,
      link: url,
    });
  doc.x = PAGE.margin;
  doc.y = top + size + 10;
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

export interface PdfOptions {
  units?: UnitSystem;
  /** The plan's public address, when it is shared (docs/product/sharing.md). */
  shareUrl?: string | undefined;
}

/**
 * The printable week: a cover with targets and notes, one page per day with its nutrition facts, the
 * shopping list in two columns (for three meals and a snack a day: 9 or 10 pages). A household's plan
 * has who is planned on the cover and each day drawn for the cook (pdf-household.ts).
 */
export async function renderPlanPdf(plan: PlanData, name: string, opts: PdfOptions = {}): Promise<Buffer> {
  const units = opts.units ?? "metric";
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
  if (opts.shareUrl) shareBlock(doc, opts.shareUrl);
  // Each day under its date (docs/product/plans-over-time.md), counted from week_start in older plans.
  const dates = datesOfPlan(plan);
  const members = plan.members ?? [];
  for (const [i, d] of plan.days.entries()) {
    const dated = { ...d, date: d.date ?? dates[i] };
    // A household's day is drawn for the cook: each dish once, everyone's portion beside it.
    if (members.length > 0) householdDay(doc, dated, i, plan, members, units);
    else day(doc, dated, plan.targets, units);
  }
  shoppingList(doc, plan, units);
  pageNumbers(doc);
  doc.end();
  return done;
}
