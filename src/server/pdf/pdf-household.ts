import type PDFDocument from "pdfkit";
import { labelOf, type MealType } from "../../shared/domain";
import { leftoverLabel, mealRefText } from "../../shared/leftover-text";
import { mealMinutesLine, minutesText } from "../../shared/minutes";
import { ownDishWhy } from "../../shared/own-dish-reason";
import { type PlanData, type PlanDay, type PlanMember, shownKcal } from "../../shared/plan-data";
import { longDay } from "../../shared/plan-dates";
import { servingsNumber, showAmount, showStep, type UnitSystem } from "../../shared/units";
import { type CookEntry, type CookMeal, cookDay, mealsAway, type OwnDish, type Serving } from "./cook-day";
import { gridTable } from "./pdf-grid";
import { andList, COLORS, CONTENT_WIDTH, ensureSpace, grams, heading, PAGE, paragraph } from "./pdf-layout";

type Doc = InstanceType<typeof PDFDocument>;

// A household's day for the cook (docs/product/plan-pdf.md, docs/product/household.md): everyone's
// figures of the day, then each dish once with everyone's portion of it (cook-day.ts reads the day).

const servingsText = (n: number) => `${servingsNumber(n)} ${n > 1 ? "servings" : "serving"}`;

/** "You 1½ servings · Ana 1 · Leo ¾": the unit once, as a cook reads it. */
const portionsText = (c: CookMeal): string =>
  c.portions
    .map((p, i) => `${p.name} ${i === 0 ? servingsText(p.servings) : servingsNumber(p.servings)}`)
    .join(" · ");

const eatersText = (xs: readonly Serving[]) =>
  xs.map((x) => `${x.name} ${servingsText(x.servings)}`).join(" · ");
const foodLine = (name: string, g: number, units: UnitSystem) =>
  g < 1 ? `a pinch of ${name}` : showAmount(`${Math.round(g)} g ${name}`, units);

function bar(doc: Doc, left: string, right: string) {
  const top = doc.y;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, 17).fill(COLORS.tint);
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(COLORS.brand)
    .text(left, PAGE.margin + 6, top + 4.5);
  if (right)
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(COLORS.text)
      .text(right, PAGE.margin, top + 5, { width: CONTENT_WIDTH - 6, align: "right" });
  doc.y = top + 21;
}

function ownDish(doc: Doc, own: OwnDish, units: UnitSystem) {
  const who = andList(own.eaters.map((e) => e.name));
  paragraph(doc, `${who}'s own dish: ${own.name}`, { size: 8.5, font: "bold" });
  const why = andList(own.reasons.map(ownDishWhy));
  const what = own.leftoverOf
    ? (leftoverLabel({ leftover_of: own.leftoverOf }) ?? "")
    : `Foods: ${own.foods.map((f) => foodLine(f.name, f.grams, units)).join(" · ")}`;
  paragraph(doc, `${eatersText(own.eaters)} · Why: ${why} · ${what}`, { size: 7.5 });
}

/** The pot's lines when the plan has them; otherwise the owner's own lines, said to be theirs. */
function cooking(doc: Doc, c: CookMeal, units: UnitSystem) {
  const m = c.meal;
  const lines = m.pot ?? { ingredients: m.ingredients, instructions: m.instructions };
  const title = m.pot
    ? `${m.pot.later_only ? "To cook" : "The pot"}, ${servingsText(m.pot.servings)}`
    : `Ingredients for your ${servingsText(m.servings)}`;
  paragraph(doc, `${title}: ${lines.ingredients.map((l) => showAmount(l, units)).join(" · ")}`, {
    size: 7.5,
  });
  if (lines.instructions.length > 0)
    paragraph(
      doc,
      `Method: ${lines.instructions.map((s, i) => `${i + 1}. ${showStep(s, units)}`).join(" ")}`,
      {
        size: 7.5,
      },
    );
}

function cookMeal(doc: Doc, entry: Extract<CookEntry, { kind: "meal" }>, units: UnitSystem) {
  const { main } = entry;
  const m = main.meal;
  ensureSpace(doc, 80);
  bar(doc, `${m.time} · ${labelOf(m.type)}`, mealMinutesLine(m) ?? "");
  paragraph(doc, m.name, { size: 10.5, font: "bold" });
  paragraph(doc, portionsText(main), { size: 8.5, font: "bold", color: COLORS.brand });
  const leftover = leftoverLabel(m);
  if (leftover) paragraph(doc, leftover, { size: 7.5, font: "bold" });
  if (m.cooks_for) {
    const later = andList(m.cooks_for.map(mealRefText));
    paragraph(doc, `Cook enough for later too: ${later}`, { size: 7.5, font: "bold" });
  }
  if (m.ahead) paragraph(doc, `Ahead: ${m.ahead}`, { size: 7.5, font: "bold" });
  // A leftover meal cooks nothing: everyone's portion of it was cooked with the meal it names.
  if (!leftover || m.pot) cooking(doc, main, units);
  const swaps = (m.substitutes ?? []).map((x) => `${x.to} instead of ${x.from}`);
  if (swaps.length > 0)
    paragraph(doc, `For your restrictions: ${swaps.join(" · ")}`, { size: 7.5, font: "bold" });
  for (const x of entry.extras) {
    const lines = x.meal.pot?.ingredients ?? x.meal.ingredients;
    const steps = x.meal.pot?.instructions ?? x.meal.instructions;
    paragraph(
      doc,
      `With ${m.type}: ${x.meal.name} (${portionsText(x)}). ${lines.map((l) => showAmount(l, units)).join(" · ")}. ${steps.map((s) => showStep(s, units)).join(" ")}`,
      { size: 7.5, color: COLORS.muted },
    );
  }
  for (const own of entry.own) ownDish(doc, own, units);
  doc.moveDown(0.5);
}

function ownOnly(doc: Doc, type: MealType, dishes: readonly OwnDish[], units: UnitSystem) {
  ensureSpace(doc, 60);
  bar(doc, labelOf(type), "");
  for (const own of dishes) ownDish(doc, own, units);
  doc.moveDown(0.5);
}

/** Each person's day against their own targets, and who eats a main meal away from home. */
function everyonesDay(
  doc: Doc,
  d: PlanDay,
  dayIndex: number,
  plan: PlanData,
  members: readonly PlanMember[],
) {
  const you = { ...d.totals, calories: d.meals.reduce((s, m) => s + m.calories, 0) };
  const rows = [
    { name: "You", t: you, target: plan.targets },
    ...members.flatMap((m) => {
      const theirs = m.days[dayIndex];
      return theirs ? [{ name: m.name, t: theirs.totals, target: m.targets }] : [];
    }),
  ];
  paragraph(doc, `${d.day}: everyone's day`, { size: 9, font: "bold" });
  doc.moveDown(0.2);
  gridTable(
    doc,
    [
      { title: "Person", share: 0.2 },
      { title: "Energy", share: 0.18, align: "right" },
      { title: "Protein", share: 0.12, align: "right" },
      { title: "Carbohydrate", share: 0.13, align: "right" },
      { title: "Fat", share: 0.1, align: "right" },
      { title: "Fibre (goal)", share: 0.11, align: "right" },
      { title: "Sodium (limit)", share: 0.16, align: "right" },
    ],
    rows.map(({ name, t, target }) => [
      name,
      `${shownKcal(t.calories)} of ${shownKcal(target.calories)} kcal`,
      `${Math.round(t.protein_g)} of ${grams(target.protein_g)}`,
      `${Math.round(t.carbs_g)} of ${grams(target.carbs_g)}`,
      `${Math.round(t.fat_g)} of ${grams(target.fat_g)}`,
      `${Math.round(t.fiber_g)} (${grams(target.fiber_g)})`,
      `${Math.round(t.sodium_mg)} of ${Math.round(target.sodium_mg)} mg`,
    ]),
  );
  const away = members.flatMap((m) => {
    const types = mealsAway(m, dayIndex);
    return types.length > 0 ? [`${m.name} (${andList(types)})`] : [];
  });
  if (away.length > 0)
    paragraph(doc, `Away from home today: ${away.join(", ")}.`, { size: 8, color: COLORS.muted });
  doc.moveDown(0.5);
}

/** A day for the cook: everyone's figures, then each dish once with everyone's portion of it. */
export function householdDay(
  doc: Doc,
  d: PlanDay,
  dayIndex: number,
  plan: PlanData,
  members: readonly PlanMember[],
  units: UnitSystem,
) {
  doc.addPage();
  heading(doc, d.date ? longDay(d.date) : d.day, 18);
  const entries = cookDay(d, dayIndex, members);
  // The day's minutes are the owner's meals'; a member's own dish carries no minutes in plan_data
  // (the cover's notes say what they add), so the line says what it leaves out.
  const c = d.cooking_minutes;
  if (c) {
    const aside = entries.some((e) => e.own.length > 0) ? ", own dishes aside" : "";
    const line = `${minutesText(c.hands_on)} hands-on · ${minutesText(c.total)} in all`;
    paragraph(doc, `Cooking today${aside}: ${line}`, { size: 9.5, color: COLORS.muted });
  }
  doc.moveDown(0.4);
  everyonesDay(doc, d, dayIndex, plan, members);
  for (const entry of entries) {
    if (entry.kind === "meal") cookMeal(doc, entry, units);
    else ownOnly(doc, entry.type, entry.own, units);
  }
}
