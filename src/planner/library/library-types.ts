import type { Allergen } from "../../shared/allergens";
import type { Cuisine, MealType } from "../../shared/domain";

/** Nutrient values per 100 g edible portion, as printed in the reference row. */
export interface Per100g {
  kcal: number;
  protein_g: number;
  fat_g: number;
  sat_fat_g: number;
  /** Total carbohydrate including fibre (USDA "by difference"; IFCT available carbohydrate + fibre). */
  carbs_g: number;
  fiber_g: number;
  /** Null where the reference gives no value (IFCT 2017 has no sugars column). */
  sugars_g: number | null;
  sodium_mg: number;
  potassium_mg: number;
  calcium_mg: number;
}

/** The columns of a reference row, in the food table's order; the table and the audit read these. */
export const PER_100G_KEYS = [
  "kcal",
  "protein_g",
  "fat_g",
  "sat_fat_g",
  "carbs_g",
  "fiber_g",
  "sugars_g",
  "sodium_mg",
  "potassium_mg",
  "calcium_mg",
] as const satisfies readonly (keyof Per100g)[];

/**
 * Attributes that diet and condition rules are derived from. A food carries every one that applies:
 * chicken stock is `poultry`; paneer is `dairy`; peanut butter is `legume` (peanuts are legumes, not
 * nuts); soy sauce is `soy`, `gluten`, `grain`.
 */
export const FOOD_ATTRS = [
  "meat", // beef, pork, lamb, goat and their products, stocks and fats
  "red_meat", // beef, pork, lamb, goat (mediterranean weekly limit); always together with meat
  "poultry",
  "fish", // fish and seafood, their stocks and sauces (fish sauce)
  "egg",
  "dairy",
  "honey",
  "gelatin",
  "grain", // cereals incl. rice, corn, oats, millets, and flours/breads/pasta made from them
  "gluten",
  "legume", // beans, lentils, chickpeas, peas, peanuts, soy
  "nut", // tree nuts
  "soy",
  "refined_sugar", // white/brown sugar, syrups other than honey, sweets made with them
  "seed_oil", // refined seed oils: sunflower, canola, soybean, corn, vegetable oil
  "seaweed", // iodine source for the thyroid rule
  "fruit", // fresh, dried and juiced fruit (the reference row's fruit group): a meal is not mostly fruit
  "dried_fruit", // dates, raisins, dried figs and apricots: with diabetes never a dish's main carbohydrate
  "refined_flour", // white wheat flour and what is baked from it (white bread, naan, pita, buns, crackers, biscuits)
  "calcium_added", // calcium added by the maker or the coagulant: fortified plant milks, calcium-set tofu
] as const;
export type FoodAttr = (typeof FOOD_ATTRS)[number];

export const AISLES = [
  "Produce",
  "Meat & Poultry",
  "Fish & Seafood",
  "Dairy & Eggs",
  "Bakery",
  "Grains, Pasta & Rice",
  "Beans & Legumes",
  "Nuts & Seeds",
  "Oils, Vinegars & Condiments",
  "Spices & Herbs",
  "Canned & Jarred",
  "Frozen",
  "Baking",
  "Beverages",
  "Snacks & Sweets",
] as const;
export type Aisle = (typeof AISLES)[number];

export interface Food {
  /** kebab-case, unique, stable: recipes refer to it. */
  id: string;
  /** Lowercase display name used in ingredient strings: "rolled oats". */
  name: string;
  /** Reference row: "USDA SR28 08120" or "IFCT2017 L003". */
  source: string;
  per100g: Per100g;
  attrs: readonly FoodAttr[];
  /** The allergen groups the food contains (src/shared/allergens): soy sauce is soy and wheat. */
  allergens: readonly Allergen[];
  aisle: Aisle;
  /** Grams per millilitre, for liquids shown in ml (milk 1.03, oil 0.92, water 1). */
  gPerMl?: number;
  /** One household measure from the reference portions, for shopping lists: { unit: "cup", grams: 158 }. */
  household?: { unit: string; grams: number };
}

/**
 * A role marks a line the engine may swap for the person (rules/substitutes): the cooking fat, the milk,
 * the salt, the sweetener, the main protein.
 */
export type IngredientRole = "fat" | "milk" | "salt" | "sweetener" | "protein";
export type Ingredient =
  | readonly [foodId: string, gramsPerServing: number]
  | readonly [foodId: string, gramsPerServing: number, role: IngredientRole];

export interface Recipe {
  /** kebab-case with a cuisine prefix: "in-masala-oats", "it-pasta-e-fagioli". */
  id: string;
  name: string;
  cuisine: Cuisine;
  meals: readonly MealType[];
  /** Per serving. */
  ingredients: readonly Ingredient[];
  /** Numbered when shown; each a full sentence a cook can follow. */
  instructions: readonly string[];
  /**
   * Steps by index as the cook does them in the version whose protein line becomes tofu: tofu is
   * pressed and crumbled, not cracked, boiled or peeled. Other steps are the same in both versions.
   */
  tofuSteps?: Readonly<Record<number, string>>;
  /** Minutes of hands-on work, and from start to table (waits included, work ahead not). */
  handsOnMin: number;
  totalMin: number;
  /** Work that must start before the day (soaking, a rise, a long marinade), said plainly. */
  ahead?: string;
  /** A dessert or sweet bake (excluded for diabetes). Not a diet tag: diets are derived from ingredients. */
  dessert?: boolean;
  /** A glass and nothing to eat beside it (a shake, a smoothie, a spiced milk): rules/meal-rules.ts. */
  drink?: boolean;
  /** A drink or a small item that a foods-to-include wish maps onto (tea, coffee, cookie). */
  includeItem?: "tea" | "coffee" | "dark_chocolate" | "one_cookie_a_day";
}
