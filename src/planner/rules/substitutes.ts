import type { Cuisine, Diet } from "../../shared/domain";
import type { Food, FoodAttr, IngredientRole } from "../library/library-types";
import type { Conditions } from "../plan-types";
import { ADDED_FAT_MIN_G_PER_100G, REDUCED_SALT_FACTOR, SATURATED_COOKING_FAT_SHARE } from "./figures";

// Ingredient roles (issue 12): a recipe is written the way its cuisine cooks it, with the traditional
// cooking fat, dairy milk and ordinary salt, and marks those lines with a role. The engine then makes
// the version that suits the person: olive oil for the Mediterranean diet, a plant fat or plant milk
// where the diet leaves animal foods out, no seed oils for paleo, less salt with high blood pressure.
// Nutrition and diet eligibility are computed from the version, never from the original.

export const INGREDIENT_ROLES = [
  "fat",
  "milk",
  "salt",
  "sweetener",
  "protein",
] as const satisfies readonly IngredientRole[];

/**
 * Plant oils a cook of each cuisine reaches for, in order; the first the diet allows is used. Coconut
 * oil is traditional too, but mostly saturated (SATURATED_COOKING_FAT_SHARE), so never a substitute.
 */
const PLANT_FATS: Record<Cuisine, readonly string[]> = {
  // Sunflower oil follows the everyday oil for a person allergic to it (mustard, peanut, soy); it is
  // a seed oil, so plans that leave seed oils out skip it as they skip the first.
  indian: ["mustard-oil", "sunflower-oil", "avocado-oil", "olive-oil"],
  asian: ["peanut-oil", "sunflower-oil", "avocado-oil", "olive-oil"],
  mexican: ["vegetable-oil", "sunflower-oil", "avocado-oil", "olive-oil"],
  american: ["vegetable-oil", "sunflower-oil", "avocado-oil", "olive-oil"],
  european: ["canola-oil", "olive-oil"],
  italian: ["olive-oil"],
  mediterranean: ["olive-oil"],
  middle_eastern: ["olive-oil"],
};
/**
 * Unsweetened plant milks, soy first (closest in protein); paleo leaves soy out, so almond; rice milk
 * for a person allergic to both.
 */
const PLANT_MILKS: readonly string[] = ["soy-milk-unsweetened", "almond-milk", "rice-milk"];
/**
 * The main protein of a dish written with paneer, eggs or meat becomes tofu where the diet leaves it
 * out: palak paneer is palak tofu for a vegan. Tofu is only ever the substitute, never the default.
 */
const PLANT_PROTEINS: readonly string[] = ["tofu-extra-firm"];
/** A swapped protein keeps most of the dish's protein without doubling its bulk. */
const PROTEIN_SWAP_FACTOR_MAX = 1.5;
/** Sweeteners in the order a cook would swap them: honey where sugar is out (paleo), syrup for vegans. */
const SWEETENERS: readonly string[] = ["honey", "maple-syrup", "sugar"];

export interface SubstituteRequest {
  diet: Diet;
  cuisine: Cuisine;
  cond: Pick<Conditions, "highBloodPressure">;
  /** What the diet leaves out (rules/diet-eligibility). */
  excluded: readonly FoodAttr[];
  /** Foods the person's allergies and exclusions rule out (rules/allergies): never kept, never swapped in. */
  blocked: ReadonlyMap<string, unknown>;
}

/** What a role's line becomes: another food, the same food in a different amount, or unchanged. */
export interface Substitute {
  food: Food;
  factor: number;
}

/**
 * A protein role names the vegetarian food that carries the dish's protein where tofu is how a vegan
 * cook makes the dish: eggs (a scramble, a frittata) and the fresh cheeses that pressed tofu stands for
 * (paneer, ricotta, feta, queso fresco). Melting and aged cheeses, yogurt and meat or fish are not
 * re-made with tofu: a grilled cheese or a Käsespätzle of tofu is not the dish, so it stays out of
 * vegan plans.
 */
const PROTEIN_ROLE_FOODS: readonly string[] = [
  "egg",
  "paneer",
  "ricotta",
  "part-skim-ricotta",
  "feta",
  "queso-fresco",
  "tofu-extra-firm",
  "tofu-firm",
];

const mostlySaturated = (food: Food) =>
  food.per100g.sat_fat_g > SATURATED_COOKING_FAT_SHARE * food.per100g.fat_g;
const allowed = (food: Food, req: Pick<SubstituteRequest, "excluded" | "blocked">) =>
  !req.blocked.has(food.id) && !food.attrs.some((a) => req.excluded.includes(a));

function firstAllowed(ids: readonly string[], req: SubstituteRequest, foodById: ReadonlyMap<string, Food>) {
  for (const id of ids) {
    const food = foodById.get(id);
    if (food && allowed(food, req)) return food;
  }
  return null;
}

const NUT_GARNISH_G_MAX = 25;
const SEEDS = ["pumpkin-seeds", "sunflower-seeds"];

/**
 * Foods with a safe stand-in when an allergy or an excluded food blocks them, in any line of a recipe
 * (role or not): the swaps a cook makes for a nut, wheat, soy or fish allergy. Nuts become seeds only
 * as a topping or a handful (at most NUT_GARNISH_G_MAX per serving), not where they are the dish.
 */
const ALLERGY_SWAPS: Readonly<Record<string, { to: readonly string[]; maxGrams?: number }>> = {
  ...Object.fromEntries(
    [
      "walnuts",
      "pecans",
      "almonds",
      "hazelnuts",
      "pistachios",
      "macadamia-nuts",
      "brazil-nuts",
      "pine-nuts",
      "peanuts",
    ].map((id) => [id, { to: SEEDS, maxGrams: NUT_GARNISH_G_MAX }]),
  ),
  cashews: { to: ["sunflower-seeds", "pumpkin-seeds"], maxGrams: NUT_GARNISH_G_MAX },
  "peanut-butter": { to: ["sunflower-seed-butter", "almond-butter"] },
  "almond-butter": { to: ["sunflower-seed-butter", "peanut-butter"] },
  "almond-milk": { to: PLANT_MILKS },
  "soy-milk-unsweetened": { to: PLANT_MILKS },
  // Tamari for wheat; for soy, the cook salts the dish instead, to the same sodium (its umami is lost).
  "soy-sauce": { to: ["tamari", "salt"] },
  "soy-sauce-low-sodium": { to: ["tamari", "salt"] },
  tamari: { to: ["salt"] },
  "fish-sauce": { to: ["soy-sauce", "tamari"] },
  pasta: { to: ["gluten-free-pasta"] },
  "whole-wheat-pasta": { to: ["gluten-free-pasta"] },
  "flour-tortilla": { to: ["corn-tortilla"] },
  "whole-wheat-tortilla": { to: ["corn-tortilla"] },
  bulgur: { to: ["quinoa"] },
  couscous: { to: ["quinoa"] },
  vermicelli: { to: ["rice-noodles"] },
  "egg-noodles": { to: ["rice-noodles"] },
  "somen-noodles": { to: ["rice-noodles"] },
  "peanut-oil": { to: ["sunflower-oil", "avocado-oil", "olive-oil"] },
  "vegetable-oil": { to: ["sunflower-oil", "avocado-oil", "olive-oil"] },
  "mustard-oil": { to: ["sunflower-oil", "avocado-oil", "olive-oil"] },
};

/** The stand-in for a line whose food the person must not eat, or null (the recipe is then left out). */
export function allergySwap(
  food: Food,
  gramsPerServing: number,
  req: SubstituteRequest,
  foodById: ReadonlyMap<string, Food>,
): Substitute | null {
  const rule = ALLERGY_SWAPS[food.id];
  if (!rule || !req.blocked.has(food.id)) return null;
  if (rule.maxGrams !== undefined && gramsPerServing > rule.maxGrams) return null;
  const to = firstAllowed(rule.to, req, foodById);
  if (!to) return null;
  // Salt stands in for a salty sauce by its sodium, so the dish is seasoned as written, no saltier.
  const factor = to.id === "salt" ? food.per100g.sodium_mg / Math.max(1, to.per100g.sodium_mg) : 1;
  return { food: to, factor };
}

/** One role: which foods its line may name, and what the line becomes for a person (null: as written). */
export interface RoleRule {
  fits: (food: Food) => boolean;
  substitute: (
    food: Food,
    cuisine: Cuisine,
    req: SubstituteRequest,
    foodById: ReadonlyMap<string, Food>,
  ) => Substitute | null;
}

const plantSwap = (plant: Food | null): Substitute | null => (plant ? { food: plant, factor: 1 } : null);

/** The registry of ingredient roles; `fits` keeps a writer from marking the onions as the cooking fat. */
export const ROLE_RULES: Record<IngredientRole, RoleRule> = {
  fat: {
    fits: (food) => food.per100g.fat_g >= ADDED_FAT_MIN_G_PER_100G,
    substitute: (food, cuisine, req, foodById) => {
      if (req.diet === "mediterranean") {
        const olive = foodById.get("olive-oil");
        if (olive && allowed(olive, req)) return olive.id !== food.id ? { food: olive, factor: 1 } : null;
      }
      if (allowed(food, req) && !(req.diet === "keto" && mostlySaturated(food))) return null;
      return plantSwap(firstAllowed(PLANT_FATS[cuisine], req, foodById));
    },
  },
  milk: {
    fits: (food) =>
      food.gPerMl !== undefined && /milk/.test(food.name) && !/condensed|powder/.test(food.name),
    substitute: (food, _cuisine, req, foodById) =>
      allowed(food, req) ? null : plantSwap(firstAllowed(PLANT_MILKS, req, foodById)),
  },
  salt: {
    fits: (food) => food.id === "salt",
    substitute: (food, _cuisine, req) =>
      req.cond.highBloodPressure ? { food, factor: REDUCED_SALT_FACTOR } : null,
  },
  sweetener: {
    fits: (food) => food.attrs.includes("refined_sugar") || food.attrs.includes("honey"),
    substitute: (food, _cuisine, req, foodById) =>
      allowed(food, req) ? null : plantSwap(firstAllowed(SWEETENERS, req, foodById)),
  },
  protein: {
    fits: (food) => PROTEIN_ROLE_FOODS.includes(food.id),
    substitute: (food, _cuisine, req, foodById) => {
      if (allowed(food, req)) return null;
      const plant = firstAllowed(PLANT_PROTEINS, req, foodById);
      if (!plant) return null;
      const ratio = food.per100g.protein_g / plant.per100g.protein_g;
      return { food: plant, factor: Math.min(PROTEIN_SWAP_FACTOR_MAX, Math.max(1, ratio)) };
    },
  },
};

/** Which foods a role line may name. */
export const fitsRole = (role: IngredientRole, food: Food): boolean => ROLE_RULES[role].fits(food);

/**
 * The food and amount a role line takes for this person; null keeps the line as written. `cuisine`
 * is the recipe's own cuisine: a borrowed Italian dish keeps its olive oil.
 */
export const substituteFor = (
  role: IngredientRole,
  food: Food,
  cuisine: Cuisine,
  req: SubstituteRequest,
  foodById: ReadonlyMap<string, Food>,
): Substitute | null => ROLE_RULES[role].substitute(food, cuisine, req, foodById);

/** How a cook names a food in a dish's name and steps, where it differs from the table's name. */
const DISH_WORDS: Record<string, readonly string[]> = {
  "tofu-extra-firm": ["tofu"],
  "tofu-firm": ["tofu"],
  "whole-milk": ["whole milk", "milk"],
  "milk-2": ["2% milk", "milk"],
  "skim-milk": ["skim milk", "milk"],
  "soy-milk-unsweetened": ["soy milk"],
  "almond-milk": ["almond milk"],
  egg: ["eggs", "egg", "huevos", "huevo", "Eier", "uova", "uovo", "œufs"],
  "queso-fresco": ["queso fresco", "queso"],
  "part-skim-ricotta": ["ricotta"],
  "whole-wheat-pasta": ["whole-wheat pasta", "pasta integrale", "wholewheat pasta", "pasta"],
  // A gluten-free version must not read "wheat" anywhere: dalia and pourgouri are bulgur by other names.
  bulgur: ["bulgur", "broken wheat", "dalia", "pourgouri", "burghul"],
  walnuts: ["walnuts", "walnut"],
  pecans: ["pecans", "pecan"],
  almonds: ["almonds", "almond"],
  peanuts: ["peanuts", "peanut"],
  cashews: ["cashews", "cashew"],
  pistachios: ["pistachios", "pistachio"],
  hazelnuts: ["hazelnuts", "hazelnut"],
  "peanut-butter": ["peanut butter", "peanut"],
  "almond-butter": ["almond butter"],
  "pumpkin-seeds": ["pumpkin seeds", "pumpkin seed"],
  "sunflower-seeds": ["sunflower seeds", "sunflower seed"],
  "sunflower-seed-butter": ["sunflower seed butter", "sunflower seed"],
};
const wordsOf = (food: Food) => DISH_WORDS[food.id] ?? [food.name];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Names and steps follow the swap: "Heat the ghee" becomes "Heat the mustard oil", "Palak paneer" "Palak tofu". */
export function renameInStep(step: string, from: Food, to: Food): string {
  if (from.id === to.id) return step;
  const fromWords = wordsOf(from);
  const toWords = wordsOf(to);
  const pattern = new RegExp(`\\b(${fromWords.map(escapeRegExp).join("|")})\\b`, "gi");
  return step.replace(pattern, (hit) => {
    // "Blueberry walnut oatmeal" reads "Blueberry pumpkin seed oatmeal": a second form is the word
    // used before a noun, where a dish's name uses it.
    const second = fromWords.indexOf(hit.toLowerCase()) === 1 && toWords[1] !== undefined;
    const word = (second ? toWords[1] : toWords[0]) ?? to.name;
    return hit[0] === hit[0]?.toUpperCase() ? capital(word) : word;
  });
}

const capital = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);
