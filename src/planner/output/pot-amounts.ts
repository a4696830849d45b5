import { mealRefText } from "../../shared/leftover-text";
import type { MealRef, PlanData, PlanDay, PlanItem, PlanMeal } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import type { PlanContext } from "../library/plan-context";
import { pieceGrams, piecesText } from "../rules/countable";
import { amountOf, ingredientLine } from "./amounts";
import { leftoversOf } from "./leftover-meals";
import { scaledStep } from "./steps";

// The pot (docs/product/household.md, "One pot per meal"; docs/product/cooking-time.md): what is
// cooked at one of the owner's meals, as a cook reads it. Its servings are every portion from that
// cooking (the owner's and each sharing member's at this meal and, when it cooks for later meals,
// everyone's portions of those too); each ingredient line is the sum of those portions' item grams,
// written by the engine's own formatters (output/amounts.ts, output/steps.ts) as the owner's lines
// are. A plan of one person has a pot only where a meal is cooked for later meals too: the cook makes
// it all at once and needs the amounts for all of it, not a portion's to multiply. A meal cooked for
// itself and nobody else, and a leftover meal (nothing is cooked), have no pot.
// Each person's portion keeps its own grams (the owner's eggs are whole over the owner's portions:
// output/whole-counts.ts), so a household pot's eggs or slices may not come to whole pieces: the line
// then says about how many, beside the exact weight.

interface Portion {
  ref: MealRef | null;
  servings: number;
  items: readonly PlanItem[];
}

/** Servings come in quarters, as output/leftover-meals.ts writes them: "1.25 servings". */
const num = (x: number) => String(Math.round(x * 100) / 100);
const servingsText = (x: number) => `${num(x)} serving${x === 1 ? "" : "s"}`;
const grams4 = (g: number) => Math.round(g * 1e4) / 1e4;

/** Every portion one cooking of the owner's `meal` on `day` makes, and how many are the members'. */
function portionsOf(plan: PlanData, day: PlanDay, meal: PlanMeal): { all: Portion[]; members: number } {
  const all: Portion[] = [{ ref: null, servings: meal.servings, items: meal.items }];
  const later = meal.cooks_for ?? [];
  for (const { ref, meal: owner } of leftoversOf(plan.days, day.day, meal))
    all.push({ ref, servings: owner.servings, items: owner.items });
  let members = 0;
  for (const member of plan.members ?? []) {
    // The member's portion at this meal and at each later meal of this cooking: a shared meal has
    // the owner's recipe_id on the same day and type (a member who missed the cooking still eats
    // their later portion from it: the household cooks once).
    for (const ref of [null, ...later]) {
      const where = ref ?? { day: day.day, type: meal.type };
      const theirs = member.days
        .find((d) => d.day === where.day)
        ?.meals.find((m) => m.type === where.type && m.recipe_id === meal.recipe_id && !m.own_dish_reason);
      if (!theirs) continue;
      all.push({ ref, servings: theirs.servings, items: theirs.items });
      members++;
    }
  }
  return { all, members };
}

/** The summed items of the portions, in the recipe's order (each portion lists the same foods). */
function summed(portions: readonly Portion[]): { foodId: string; grams: number }[] {
  const byKey = new Map<string, { foodId: string; grams: number }>();
  for (const p of portions)
    p.items.forEach((it, i) => {
      const key = `${i}|${it.food_id}`;
      const row = byKey.get(key) ?? { foodId: it.food_id, grams: 0 };
      row.grams += it.grams;
      byKey.set(key, row);
    });
  return [...byKey.values()].map((r) => ({ ...r, grams: grams4(r.grams) }));
}

/** A pot's ingredient line: the owner's formatter, and "about 6 eggs (288 g)" for a counted food. */
export function potLine(food: Food, grams: number): string {
  const piece = pieceGrams(food);
  const whole = piece ? piecesText(food, Math.max(1, Math.round(grams / piece)) * piece) : null;
  const exact = piecesText(food, grams);
  return whole && !exact ? `about ${whole} (${amountOf(food, grams)})` : ingredientLine(food, grams);
}

/** The first step of a pot that is also cooked for later meals: how much is eaten now and kept. */
function keepStep(portions: readonly Portion[], total: number): string {
  const now = portions.filter((p) => p.ref === null).reduce((a, p) => a + p.servings, 0);
  const kept = new Map<string, { ref: MealRef; servings: number }>();
  for (const p of portions) {
    if (!p.ref) continue;
    const key = `${p.ref.day}|${p.ref.type}`;
    kept.set(key, { ref: p.ref, servings: (kept.get(key)?.servings ?? 0) + p.servings });
  }
  const later = [...kept.values()].map((k) => `${servingsText(k.servings)} for ${mealRefText(k.ref)}`);
  return `Cook ${servingsText(total)} in all: ${servingsText(now)} now and ${later.join(" and ")}. The ingredient amounts are for the whole pot; cool what is kept quickly and keep it covered in the fridge.`;
}

/** The pot of one cooked meal, or null when nobody else eats from it and it cooks for no later meal. */
export function potOf(
  plan: PlanData,
  day: PlanDay,
  meal: PlanMeal,
  ctx: PlanContext,
): NonNullable<PlanMeal["pot"]> | null {
  if (meal.leftover_of) return null;
  const { all, members } = portionsOf(plan, day, meal);
  const later = all.some((p) => p.ref !== null);
  if (members === 0 && !later) return null;
  const servings = all.reduce((a, p) => a + p.servings, 0);
  const ingredients = summed(all).flatMap(({ foodId, grams }) => {
    const food = ctx.lib.foodById.get(foodId);
    return food ? [potLine(food, grams)] : [];
  });
  const recipe = (ctx.recipeById.get(meal.recipe_id) ?? ctx.lib.recipeById.get(meal.recipe_id))?.recipe;
  const steps = (recipe?.instructions ?? []).map((s) => scaledStep(s, servings));
  const instructions = later ? [keepStep(all, servings), ...steps] : steps;
  return { servings, ingredients, instructions, ...(members === 0 ? { later_only: true as const } : {}) };
}

/**
 * The plan with each of the owner's cooked meals carrying its pot, and no stale pot anywhere (a swap
 * passes the old plan's meals through): called wherever a week is finished, the owner's alone or
 * with the members' weeks beside it.
 */
export function withPots(plan: PlanData, ctx: PlanContext): PlanData {
  return {
    ...plan,
    days: plan.days.map((d) => ({
      ...d,
      meals: d.meals.map((m) => {
        const { pot: _, ...meal } = m;
        const pot = potOf(plan, d, meal, ctx);
        return pot ? { ...meal, pot } : meal;
      }),
    })),
  };
}
