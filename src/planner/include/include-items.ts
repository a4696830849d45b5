import type { Cuisine } from "../../shared/domain";
import type { Food, FoodAttr, Recipe } from "../library/library-types";
import { type GramsOfFood, type Nutrients, sumNutrients } from "../library/nutrients";
import { type PlanContext, recipeExclusion } from "../library/plan-context";
import { recipeFacts } from "../library/prepare-library";
import { capitalise, fmt } from "../output/format";
import { blockText, firstBlocked } from "../rules/allergies";
import { attrsOf, firstExcluded, hasIodineSource, strictExcludedAttrs } from "../rules/diet-eligibility";
import { INCLUDE_DEFAULT_PORTION_G, INCLUDE_MAX_PORTION_G, INCLUDE_MAX_PORTION_KCAL } from "../rules/figures";
import { matchFood } from "./match-food";
import { wishKey } from "./wish-key";

type IncludeKey = NonNullable<Recipe["includeItem"]>;

/**
 * A note about one wish. A wish that is in the plan goes with a meal that only the built days show
 * (a day without a snack has its chocolate with dinner), so its note is finished by output/notes.ts
 * with the meal shared/meal-groups.ts names, the one the viewer and the PDF put it in.
 */
export type IncludeNote = string | { wish: string; text: (withMeal: string) => string };

/** A foods-to-include wish, fixed into every day of the plan (N§5). */
export interface FixedItem {
  /** The wish as given: "tea", or the free text typed under Other. */
  wish: string;
  mealType: "breakfast" | "snack";
  name: string;
  recipeId: string;
  cuisine: Cuisine;
  instructions: readonly string[];
  /** Hands-on and total minutes (the recipe's; a food eaten as it is takes none). */
  handsOnMin: number;
  totalMin: number;
  parts: readonly GramsOfFood[];
  nutrients: Nutrients;
  attrs: ReadonlySet<FoodAttr>;
  iodine: boolean;
}

const KEY_LABEL: Record<IncludeKey, string> = {
  tea: "tea",
  coffee: "coffee",
  dark_chocolate: "dark chocolate",
  one_cookie_a_day: "one cookie a day",
};
const KEY_WORDS: readonly [RegExp, IncludeKey][] = [
  [/\bcookies?\b|\bbiscuits?\b/, "one_cookie_a_day"],
  [/\bchocolate\b/, "dark_chocolate"],
  [/\bcoffee\b/, "coffee"],
  [/\btea\b|\bchai\b/, "tea"],
];

function conflictNote(label: string, name: string, reason: string | null): string[] {
  if (!reason) return [];
  return [
    `${capitalise(label)} (${name}) ${reason.replace(/^contains/, "contains")}, which your diet or health rules would leave out; it stays because you asked for it, and everything else in each day meets every rule.`,
  ];
}

function fromRecipe(ctx: PlanContext, key: IncludeKey, wish: string, notes: IncludeNote[]): FixedItem | null {
  const { req, cond, excluded } = ctx;
  const strict = strictExcludedAttrs(req.diet, ctx.dietOpts);
  const label = KEY_LABEL[key];
  const all = ctx.recipes.filter((f) => f.recipe.includeItem === key);
  // Allergies and exclusions are never waived for a wish (the diet's other rules may be, N§5).
  const safe = all.filter(
    (f) =>
      !firstBlocked(
        f.parts.map((p) => p.food),
        ctx.restrictions,
      ),
  );
  const fitting = safe.filter((f) => !firstExcluded(f.attrs, strict));
  if (safe.length === 0 && all.length > 0) {
    const hit = firstBlocked(all[0]?.parts.map((p) => p.food) ?? [], ctx.restrictions);
    notes.push(
      `You asked for ${label}, but every version we have contains ${hit ? `${hit.food.name}: ${blockText(hit.block)}` : "a food you must not eat"}, so it is not in the plan.`,
    );
    return null;
  }
  if (fitting.length === 0) {
    notes.push(
      all.length === 0
        ? `We have no recipe for ${label} yet, so it is not in the plan.`
        : `We could not find a ${req.diet} version of ${label}, so it is not in the plan.`,
    );
    return null;
  }
  const ranked = fitting
    .map((f) => ({ f, why: recipeExclusion(f, req, cond, excluded, ctx.restrictions) }))
    .sort(
      (a, b) =>
        Number(a.why !== null) - Number(b.why !== null) ||
        Number(a.f.recipe.cuisine !== req.cuisine) - Number(b.f.recipe.cuisine !== req.cuisine) ||
        a.f.perServing.kcal - b.f.perServing.kcal ||
        a.f.recipe.id.localeCompare(b.f.recipe.id),
    );
  const best = ranked[0];
  if (!best) return null;
  const { f, why } = best;
  const mealType = key === "tea" || key === "coffee" ? "breakfast" : "snack";
  const adapted = fitting.length < all.length ? ` (a ${req.diet} version)` : "";
  notes.push(
    {
      wish,
      text: (withMeal: string) =>
        `You asked for ${label}: ${f.recipe.name}${adapted} (${fmt(f.perServing.kcal)} kcal) is in every day ${withMeal}, counted in the day's totals.`,
    },
    ...conflictNote(label, f.recipe.name, why),
  );
  return {
    wish,
    mealType,
    name: f.recipe.name,
    recipeId: f.recipe.id,
    cuisine: f.recipe.cuisine,
    instructions: f.recipe.instructions,
    handsOnMin: f.recipe.handsOnMin,
    totalMin: f.recipe.totalMin,
    parts: f.parts,
    nutrients: f.perServing,
    attrs: f.attrs,
    iodine: f.iodine,
  };
}

function fromFood(ctx: PlanContext, food: Food, wish: string, notes: IncludeNote[]): FixedItem | null {
  const { req, cond } = ctx;
  const block = ctx.restrictions.blocked.get(food.id);
  if (block) {
    notes.push(`“${wish}” (${food.name}) is ${blockText(block)}, so it is not in the plan.`);
    return null;
  }
  const strictHit = firstExcluded(new Set(food.attrs), strictExcludedAttrs(req.diet, ctx.dietOpts));
  if (strictHit) {
    notes.push(`“${wish}” (${food.name}) is not ${req.diet}, so it is not in the plan.`);
    return null;
  }
  const byEnergy =
    food.per100g.kcal > 0 ? (INCLUDE_MAX_PORTION_KCAL * 100) / food.per100g.kcal : INCLUDE_MAX_PORTION_G;
  const grams = Math.round(
    Math.min(food.household?.grams ?? INCLUDE_DEFAULT_PORTION_G, INCLUDE_MAX_PORTION_G, byEnergy),
  );
  const asRecipe: Recipe = {
    id: `food-${food.id}`,
    name: capitalise(food.name),
    cuisine: req.cuisine,
    meals: ["snack"],
    ingredients: [[food.id, grams]],
    instructions: [`Have ${fmt(grams)} g of ${food.name} each day, as you asked.`],
    handsOnMin: 0,
    totalMin: 0,
  };
  const facts = recipeFacts(asRecipe, ctx.lib.foodById);
  if (typeof facts === "string") return null;
  const why = recipeExclusion(facts, req, cond, ctx.excluded, ctx.restrictions);
  const mealType = food.aisle === "Beverages" ? "breakfast" : "snack";
  notes.push(
    {
      wish,
      text: (withMeal: string) =>
        `You asked for “${wish}”: ${fmt(grams)} g of ${food.name} is in every day ${withMeal}, counted in the day's totals.`,
    },
    ...conflictNote(`“${wish}”`, food.name, why),
  );
  return {
    wish,
    mealType,
    name: asRecipe.name,
    recipeId: asRecipe.id,
    cuisine: req.cuisine,
    instructions: asRecipe.instructions,
    handsOnMin: 0,
    totalMin: 0,
    parts: facts.parts,
    nutrients: sumNutrients(facts.parts),
    attrs: attrsOf([food]),
    iodine: hasIodineSource(facts.attrs),
  };
}

/** Resolves the foods-to-include list into fixed daily items, with a note for each decision. */
export function resolveIncludes(ctx: PlanContext): { items: FixedItem[]; notes: IncludeNote[] } {
  const items: FixedItem[] = [];
  const notes: IncludeNote[] = [];
  const done = new Set<string>();
  for (const raw of ctx.req.foods_to_include) {
    const wish = raw.trim();
    const key = wishKey(wish);
    if (!wish || key === "other" || key === "none" || done.has(key)) continue;
    done.add(key);
    let item: FixedItem | null | undefined;
    if (key in KEY_LABEL) item = fromRecipe(ctx, key as IncludeKey, wish, notes);
    else {
      const food = matchFood(wish, ctx.lib.foodById.values());
      const byWord = KEY_WORDS.find(([re]) => re.test(wish.toLowerCase()))?.[1];
      if (food) item = fromFood(ctx, food, wish, notes);
      else if (byWord && !done.has(byWord)) {
        done.add(byWord);
        item = fromRecipe(ctx, byWord, wish, notes);
      } else notes.push(`We could not match “${wish}” to a food in our table, so it is not in the plan.`);
    }
    if (item) items.push(item);
  }
  return { items, notes };
}
