import type { Diet } from "../../shared/domain";
import type { Food, FoodAttr } from "../library/library-types";
import type { GramsOfFood } from "../library/nutrients";
import { ADDED_FAT_MIN_G_PER_100G } from "./figures";

// Diet rules (N§4) as attribute lists. Eligibility is derived from the attributes of the foods a
// recipe or meal contains, never from tags on the recipe.

const VEGETARIAN_EXCLUDES: readonly FoodAttr[] = ["meat", "red_meat", "poultry", "fish", "gelatin"];
const VEGAN_EXCLUDES: readonly FoodAttr[] = [...VEGETARIAN_EXCLUDES, "dairy", "egg", "honey"];
const PALEO_EXCLUDES: readonly FoodAttr[] = [
  "grain",
  "gluten",
  "legume",
  "soy",
  "dairy",
  "refined_sugar",
  "seed_oil",
];
const MEDITERRANEAN_EXCLUDES: readonly FoodAttr[] = ["seed_oil"];

export interface DietOptions {
  /** Indian-cuisine vegetarian plans leave eggs out (N§4). */
  noEggs: boolean;
}

/** Attributes the diet leaves out. Keto has none: it is a limit on net carbohydrate. */
export function excludedAttrs(diet: Diet, opts: DietOptions): readonly FoodAttr[] {
  switch (diet) {
    case "vegetarian":
      return opts.noEggs ? [...VEGETARIAN_EXCLUDES, "egg"] : VEGETARIAN_EXCLUDES;
    case "vegan":
      return VEGAN_EXCLUDES;
    case "paleo":
      return PALEO_EXCLUDES;
    case "mediterranean":
      return MEDITERRANEAN_EXCLUDES;
    default:
      return [];
  }
}

/** The vegetarian/vegan core that even a foods-to-include wish may never break (N§5). */
export function strictExcludedAttrs(diet: Diet, opts: DietOptions): readonly FoodAttr[] {
  return diet === "vegan" || diet === "vegetarian" ? excludedAttrs(diet, opts) : [];
}

export function firstExcluded(attrs: ReadonlySet<FoodAttr>, excluded: readonly FoodAttr[]): FoodAttr | null {
  for (const a of excluded) if (attrs.has(a)) return a;
  return null;
}

export function attrsOf(foods: Iterable<Food>): Set<FoodAttr> {
  const out = new Set<FoodAttr>();
  for (const f of foods) for (const a of f.attrs) out.add(a);
  return out;
}

export function isOliveOil(food: Food): boolean {
  return /olive oil/.test(food.name) || /olive-oil/.test(food.id);
}

/**
 * Mediterranean "olive oil as the main fat": among the added fats of a dish (oils, butter, ghee,
 * lard), olive oil weighs at least as much as all the others together. A dish with no added fat passes.
 */
export function oliveOilIsMainFat(parts: readonly GramsOfFood[]): boolean {
  let olive = 0;
  let other = 0;
  for (const { food, grams } of parts) {
    if (food.per100g.fat_g < ADDED_FAT_MIN_G_PER_100G) continue;
    if (isOliveOil(food)) olive += grams;
    else other += grams;
  }
  return other <= olive;
}

const IODINE_ATTRS: readonly FoodAttr[] = ["dairy", "egg", "fish", "seaweed"];

/** Thyroid rule (N§3): dairy, eggs, fish or seaweed count as an iodine source. */
export function hasIodineSource(attrs: ReadonlySet<FoodAttr>): boolean {
  return IODINE_ATTRS.some((a) => attrs.has(a));
}
