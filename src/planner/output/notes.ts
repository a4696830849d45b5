import {
  ALLERGEN_LABELS,
  allergensNamedIn,
  andList,
  freeFromLine,
  listOfGroups,
} from "../../shared/allergens";
import type { MealType } from "../../shared/domain";
import { labelOf } from "../../shared/domain";
import { hostIndex, WITH_MEAL } from "../../shared/meal-groups";
import type { PlanDay } from "../../shared/plan-data";
import type { IncludeNote } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import * as R from "../rules/figures";
import { snackNote, thirdUseNote, type VarietyStep } from "../rules/variety";
import { calciumNote } from "./calcium-note";
import { fmt, pct, pctRange } from "./format";

// The plan's notes: why the targets are what they are, which rules applied, and every fallback.

function conditionNotes(ctx: PlanContext, iodineDays: number): string[] {
  const { cond, targets: t } = ctx;
  const out: string[] = [];
  if (cond.diabetes) {
    out.push(
      `Diabetes: carbohydrate at most ${pct(R.LOW_CARB_SHARE_MAX)} of energy, no meal above ${pct(R.DIABETES_MEAL_CARB_SHARE_MAX)} of the day's carbohydrate, at least ${R.FIBER_G_PER_1000_KCAL} g fibre per 1,000 kcal, lower-glycaemic foods preferred, no desserts or sugar-sweetened recipes, and no dish whose main carbohydrate is white-flour bread, a white-flour bake or dried fruit.`,
    );
  }
  if (cond.highBloodPressure) {
    out.push(
      `High blood pressure: sodium at most ${fmt(R.SODIUM_MAX_HBP_MG)} mg a day (DASH) and potassium-rich meals preferred (goal ${fmt(t.potassiumGoal_mg ?? 0)} mg a day).`,
    );
  }
  if (cond.pcos) {
    out.push(
      `PCOS: carbohydrate at most ${pct(R.LOW_CARB_SHARE_MAX)} of energy, protein at least ${pct(R.PCOS_PROTEIN_SHARE_MIN)}, and high-fibre, lower-glycaemic foods preferred.`,
    );
  }
  if (cond.thyroid) {
    out.push(
      ctx.req.diet === "vegan"
        ? `Thyroid: vegan food has few iodine sources (seaweed on ${iodineDays} of 7 days here); use iodised salt within your sodium limit and ask your doctor about iodine. Take thyroid medication as your doctor advises, apart from meals.`
        : `Thyroid: an iodine source (dairy, eggs, fish or seaweed) on ${iodineDays} of 7 days. Cooked cruciferous vegetables and soy are not excluded. Take thyroid medication as your doctor advises, apart from meals.`,
    );
  }
  const named = new Set(ctx.restrictions.fromConditions.map((c) => c.text));
  for (const other of cond.other) {
    if (named.has(other)) continue;
    const groups = allergensNamedIn(other).filter((a) => !ctx.restrictions.allergies.includes(a));
    const tick =
      groups.length > 0
        ? ` If it is an allergy, tick ${groups.map((a) => ALLERGEN_LABELS[a]).join(" and ")} under Allergies and every plan will leave it out.`
        : "";
    out.push(
      `You noted “${other}”: the plan has no specific rule for it, so please check the plan with your doctor or dietitian.${tick}`,
    );
  }
  return out;
}

function dietNotes(ctx: PlanContext, fish: number, redMeat: number): string[] {
  switch (ctx.req.diet) {
    case "vegetarian":
      return ctx.dietOpts.noEggs
        ? ["Vegetarian, Indian style: no meat, fish or eggs (the common Indian meaning of vegetarian)."]
        : ["Vegetarian: no meat, poultry, fish or gelatin; dairy and eggs included."];
    case "vegan":
      return [
        "Vegan: no meat, fish, dairy, eggs, honey or gelatin.",
        "Vitamin B12: plants do not provide it, so on a vegan diet take it from foods with B12 added (many plant milks, breakfast cereals and nutritional yeasts; check the label) or from a supplement; your doctor or pharmacist can advise on the dose.",
      ];
    case "keto":
      return [
        `Keto: at most ${R.KETO_NET_CARBS_MAX_G} g net carbohydrate a day and ${pctRange(R.KETO_FAT_SHARE.min, R.KETO_FAT_SHARE.max)} of energy from fat; protein is kept at most ${pct(R.KETO_PROTEIN_SHARE_MAX)} of energy to leave room for fat.`,
      ];
    case "paleo":
      return ["Paleo: no grains, legumes (including peanuts and soy), dairy, refined sugar or seed oils."];
    case "mediterranean":
      return [
        `Mediterranean: olive oil as the main fat and no seed oils; fish or seafood in ${fish} meals and red meat in ${redMeat} this week.`,
      ];
    default:
      return [];
  }
}

function cuisineNote(ctx: PlanContext, days: readonly PlanDay[]): string[] {
  const meals = days.flatMap((d) => d.meals.filter((m) => m.include_item === undefined));
  const borrowed = new Map<string, number>();
  for (const m of meals)
    if (m.cuisine !== ctx.req.cuisine) borrowed.set(m.cuisine, (borrowed.get(m.cuisine) ?? 0) + 1);
  const count = [...borrowed.values()].reduce((a, b) => a + b, 0);
  if (count === 0) return [`Every meal is ${labelOf(ctx.req.cuisine)}.`];
  const list = [...borrowed]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([c, n]) => `${labelOf(c)} ×${n}`)
    .join(", ");
  const diet = labelOf(ctx.req.diet).toLowerCase();
  return [
    `${count} of ${meals.length} meals ${count === 1 ? "is" : "are"} borrowed from ${borrowed.size === 1 ? "another cuisine" : "other cuisines"} (${list}): our ${labelOf(ctx.req.cuisine)} library has too few ${diet} recipes that fit your targets and the variety rule for every meal.`,
  ];
}

function averagesNote(ctx: PlanContext, days: readonly PlanDay[]): string {
  const avg = (k: "calories" | "protein_g" | "fiber_g" | "sodium_mg") =>
    days.reduce((a, d) => a + d.totals[k], 0) / days.length;
  return `Daily averages this week: ${fmt(avg("calories"))} kcal (target ${fmt(ctx.targets.calories)}), ${fmt(avg("protein_g"))} g protein, ${fmt(avg("fiber_g"))} g fibre (goal ${fmt(ctx.targets.fiber_g)} g), ${fmt(avg("sodium_mg"))} mg sodium.`;
}

/** What the variety fallback changed, when the week needed it (rules/variety.ts). */
function varietyNotes(
  ctx: PlanContext,
  days: readonly PlanDay[],
  step: VarietyStep | null,
  thirdUse: readonly string[],
): string[] {
  if (!step) return [];
  const w = { diet: labelOf(ctx.req.diet).toLowerCase(), T: fmt(ctx.targets.calories) };
  const own = days.map((d) => d.meals.filter((m) => m.include_item === undefined));
  const out: string[] = [];
  if (ctx.targets.calories < R.SECOND_SNACK_MIN_KCAL) {
    const snackDays = own.flatMap((meals, d) =>
      meals.filter((m) => m.type === "snack").length >= R.SNACKS_MAX_PER_DAY ? [days[d]?.day ?? ""] : [],
    );
    if (snackDays.length > 0) out.push(snackNote(snackDays, w));
  }
  // The names of the recipes plan_data records as third uses (a routine breakfast's repeats are not).
  const third = new Map(
    own.flat().flatMap((m) => (thirdUse.includes(m.recipe_id) ? [[m.recipe_id, m.name]] : [])),
  );
  if (step === "third_use" && third.size > 0) out.push(thirdUseNote([...third.values()].sort(), w));
  return out;
}

/** Allergies and foods left out (docs/product/allergies.md): what was left out, how, and what was not found. */
function restrictionNotes(ctx: PlanContext, days: readonly PlanDay[]): string[] {
  const r = ctx.restrictions;
  const line = freeFromLine(r.allergies, r.excludedFoods);
  if (!line) return [];
  const out = [
    `${line}. No meal holds an ingredient that carries these, checked item by item against our food table; we cannot vouch for how packaged foods were made, so read labels for “may contain” warnings.`,
  ];
  for (const c of r.fromConditions) {
    const groups = listOfGroups(c.allergens);
    out.push(
      `You noted “${c.text}”: the plan leaves out ${groups} as if you had ticked ${c.allergens.length === 1 ? "it" : "them"} under Allergies; tick ${c.allergens.length === 1 ? "it" : "them"} in your profile so every plan does.`,
    );
  }
  const swaps = new Map<string, number>();
  for (const d of days)
    for (const m of d.meals)
      for (const x of m.substitutes ?? []) {
        const k = `${x.to} instead of ${x.from}`;
        swaps.set(k, (swaps.get(k) ?? 0) + 1);
      }
  if (swaps.size > 0) {
    const list = [...swaps].map(([k, n]) => `${k} (${n} ${n === 1 ? "meal" : "meals"})`).join(", ");
    out.push(`Swapped to keep to your restrictions: ${list}.`);
  }
  for (const text of r.unmatched)
    out.push(`We found no food called “${text}” in our recipes, so nothing else was left out for it.`);
  return out;
}

/**
 * Which meal a food to include goes with, as the viewer and the PDF show it: "with the afternoon
 * snack", or "with the afternoon snack, and with dinner on Tuesday" when a day has no snack.
 */
function withMealOf(days: readonly PlanDay[], wish: string): string {
  const byType = new Map<MealType, string[]>();
  for (const d of days) {
    const item = d.meals.findIndex((m) => m.include_item === wish);
    const host = item >= 0 ? d.meals[hostIndex(d.meals, item)] : undefined;
    if (host) byType.set(host.type, [...(byType.get(host.type) ?? []), d.day]);
  }
  const [most, ...rest] = [...byType].sort((a, b) => b[1].length - a[1].length);
  if (!most) return "";
  return [WITH_MEAL[most[0]], ...rest.map(([type, names]) => `${WITH_MEAL[type]} on ${andList(names)}`)].join(
    ", and ",
  );
}

export interface WeekFacts {
  fishMeals: number;
  redMeatMeals: number;
  iodineDays: number;
}

export function planNotes(
  ctx: PlanContext,
  days: readonly PlanDay[],
  includeNotes: readonly IncludeNote[],
  week: WeekFacts,
  variety: VarietyStep | null = null,
  /** The recipes the fallback cooks a third time, as plan_data records them. */
  thirdUse: readonly string[] = [],
): string[] {
  return [
    // What the plan leaves out comes first: it is what an allergic reader looks for.
    ...restrictionNotes(ctx, days),
    ...ctx.targets.notes,
    ...dietNotes(ctx, week.fishMeals, week.redMeatMeals),
    ...conditionNotes(ctx, week.iodineDays),
    ...includeNotes.map((n) => (typeof n === "string" ? n : n.text(withMealOf(days, n.wish)))),
    ...cuisineNote(ctx, days),
    ...varietyNotes(ctx, days, variety, thirdUse),
    averagesNote(ctx, days),
    ...calciumNote(ctx, days),
  ];
}
