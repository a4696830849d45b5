import type { Allergen } from "../../shared/allergens";
import type { Cuisine, MealType } from "../../shared/domain";
import type { PlanRequest } from "../../shared/plan-request";
import type { Aisle, Food, FoodAttr, Recipe } from "../library/library-types";
import type { Library } from "../library/prepare-library";

// A small, hand-written library for unit tests: 42 foods with approximate USDA values and 50 recipes
// in two cuisines, enough for every diet to have a week (keto-vegan deliberately cannot). The engine
// must work on it exactly as on the real library.

type Row = readonly [
  kcal: number,
  p: number,
  fat: number,
  sat: number,
  carbs: number,
  fib: number,
  na: number,
  k: number,
];

function food(id: string, aisle: Aisle, attrs: FoodAttr[], v: Row, extra: Partial<Food> = {}): Food {
  const [kcal, protein_g, fat_g, sat_fat_g, carbs_g, fiber_g, sodium_mg, potassium_mg] = v;
  return {
    id,
    name: id.replaceAll("-", " "),
    source: `USDA SR28 9${String(id.length).padStart(4, "0")}`,
    // Calcium is left at zero: its goal is soft and costs every fixture day alike, so plans are unchanged.
    per100g: {
      kcal,
      protein_g,
      fat_g,
      sat_fat_g,
      carbs_g,
      fiber_g,
      sugars_g: null,
      sodium_mg,
      potassium_mg,
      calcium_mg: 0,
    },
    attrs,
    allergens: allergensOf(id, attrs),
    aisle,
    ...extra,
  };
}

/** The fixture foods' allergen groups follow from their attributes, with peanuts named by their id. */
function allergensOf(id: string, attrs: readonly FoodAttr[]): Allergen[] {
  const out: Allergen[] = [];
  if (attrs.includes("dairy")) out.push("milk");
  if (attrs.includes("egg")) out.push("egg");
  if (id.includes("peanut")) out.push("peanut");
  if (attrs.includes("nut")) out.push("tree_nuts");
  if (attrs.includes("soy")) out.push("soy");
  if (attrs.includes("gluten")) out.push("wheat");
  if (attrs.includes("fish")) out.push("fish");
  return out;
}

export const FIXTURE_FOODS: readonly Food[] = [
  food(
    "rolled-oats",
    "Grains, Pasta & Rice",
    ["grain", "gluten"],
    [379, 13.2, 6.5, 1.1, 67.7, 10.1, 6, 362],
    {
      household: { unit: "cup", grams: 81 },
    },
  ),
  food("brown-rice", "Grains, Pasta & Rice", ["grain"], [367, 7.5, 3.2, 0.6, 76.2, 3.6, 5, 250]),
  food(
    "wholewheat-pasta",
    "Grains, Pasta & Rice",
    ["grain", "gluten"],
    [348, 14.6, 1.4, 0.3, 75, 9.2, 8, 215],
  ),
  food("wholewheat-bread", "Bakery", ["grain", "gluten"], [252, 12.4, 3.5, 0.7, 43, 6, 450, 250]),
  food("plain-flour", "Baking", ["grain", "gluten"], [364, 10.3, 1, 0.2, 76.3, 2.7, 2, 107]),
  food("lentils", "Beans & Legumes", ["legume"], [352, 24.6, 1.1, 0.2, 63, 10.7, 6, 677]),
  food("chickpeas", "Beans & Legumes", ["legume"], [378, 20.5, 6, 0.6, 63, 12.2, 24, 718]),
  food("tofu", "Beans & Legumes", ["legume", "soy"], [144, 17.3, 8.7, 1.3, 2.8, 2.3, 14, 237]),
  food("peanut-butter", "Nuts & Seeds", ["legume"], [588, 25, 50, 10, 20, 6, 17, 649]),
  food("chicken-breast", "Meat & Poultry", ["poultry"], [120, 22.5, 2.6, 0.6, 0, 0, 45, 334]),
  food("beef-lean", "Meat & Poultry", ["meat", "red_meat"], [152, 21, 7, 3, 0, 0, 66, 330]),
  food("salmon", "Fish & Seafood", ["fish"], [208, 20.4, 13.4, 3.1, 0, 0, 59, 363]),
  food("egg", "Dairy & Eggs", ["egg"], [143, 12.6, 9.5, 3.1, 0.7, 0, 142, 138], {
    household: { unit: "large", grams: 50 },
  }),
  food("greek-yogurt", "Dairy & Eggs", ["dairy"], [59, 10.2, 0.4, 0.1, 3.6, 0, 36, 141]),
  food("whole-milk", "Dairy & Eggs", ["dairy"], [61, 3.2, 3.3, 1.9, 4.8, 0, 43, 132], { gPerMl: 1.03 }),
  food("parmesan", "Dairy & Eggs", ["dairy"], [392, 35.8, 25.8, 16.4, 3.2, 0, 1376, 92]),
  food("butter", "Dairy & Eggs", ["dairy"], [717, 0.9, 81, 51, 0.1, 0, 643, 24]),
  food("olive-oil", "Oils, Vinegars & Condiments", [], [884, 0, 100, 13.8, 0, 0, 2, 1], { gPerMl: 0.92 }),
  food("sunflower-oil", "Oils, Vinegars & Condiments", ["seed_oil"], [884, 0, 100, 10, 0, 0, 0, 0], {
    gPerMl: 0.92,
  }),
  food("almonds", "Nuts & Seeds", ["nut"], [579, 21, 50, 3.8, 21.6, 12.5, 1, 733]),
  food("walnuts", "Nuts & Seeds", ["nut"], [654, 15.2, 65.2, 6.1, 13.7, 6.7, 2, 441]),
  food("spinach", "Produce", [], [23, 2.9, 0.4, 0.1, 3.6, 2.2, 79, 558]),
  food("broccoli", "Produce", [], [34, 2.8, 0.4, 0.04, 6.6, 2.6, 33, 316]),
  food("cauliflower", "Produce", [], [25, 1.9, 0.3, 0.1, 5, 2, 30, 299]),
  food("zucchini", "Produce", [], [17, 1.2, 0.3, 0.1, 3.1, 1, 8, 261]),
  food("tomato", "Produce", [], [18, 0.9, 0.2, 0.03, 3.9, 1.2, 5, 237]),
  food("onion", "Produce", [], [40, 1.1, 0.1, 0.04, 9.3, 1.7, 4, 146]),
  food("sweet-potato", "Produce", [], [86, 1.6, 0.05, 0.02, 20, 3, 55, 337]),
  food("banana", "Produce", [], [89, 1.1, 0.3, 0.1, 22.8, 2.6, 1, 358], {
    household: { unit: "medium", grams: 118 },
  }),
  food("apple", "Produce", [], [52, 0.3, 0.2, 0.03, 13.8, 2.4, 1, 107]),
  food("avocado", "Produce", [], [160, 2, 14.7, 2.1, 8.5, 6.7, 7, 485]),
  food("nori", "Produce", ["seaweed"], [35, 5.8, 0.3, 0.1, 5.1, 0.3, 48, 356]),
  food("salt", "Spices & Herbs", [], [0, 0, 0, 0, 0, 0, 38758, 8]),
  food("sugar", "Baking", ["refined_sugar"], [387, 0, 0, 0, 100, 0, 1, 2]),
  food("honey", "Baking", ["honey"], [304, 0.3, 0, 0, 82.4, 0.2, 4, 52]),
  food("tea-brewed", "Beverages", [], [1, 0, 0, 0, 0.3, 0, 3, 37], { gPerMl: 1 }),
  food("coffee-brewed", "Beverages", [], [1, 0.1, 0, 0, 0, 0, 2, 49], { gPerMl: 1 }),
  food("dark-chocolate", "Snacks & Sweets", ["refined_sugar"], [598, 7.8, 42.6, 24.5, 45.9, 10.9, 20, 715]),
];

const CUISINE_OF: Record<string, Cuisine> = { it: "italian", in: "indian" };

function recipe(
  id: string,
  meals: MealType[],
  ingredients: [string, number][],
  extra: Partial<Recipe> = {},
): Recipe {
  const name = id.slice(3).replaceAll("-", " ");
  return {
    id,
    name: name[0]?.toUpperCase() + name.slice(1),
    cuisine: CUISINE_OF[id.slice(0, 2)] ?? "italian",
    meals,
    ingredients,
    instructions: [`Prepare the ${name}.`, "Serve warm or as it comes."],
    handsOnMin: 10,
    totalMin: 25,
    ...extra,
  };
}

const B: MealType[] = ["breakfast"];
const LD: MealType[] = ["lunch", "dinner"];
const S: MealType[] = ["snack"];

export const FIXTURE_RECIPES: readonly Recipe[] = [
  // Breakfasts
  recipe("it-oat-yogurt-bowl", B, [
    ["rolled-oats", 60],
    ["greek-yogurt", 200],
    ["banana", 100],
    ["walnuts", 10],
  ]),
  recipe("it-spinach-frittata-toast", B, [
    ["egg", 150],
    ["spinach", 100],
    ["olive-oil", 10],
    ["parmesan", 10],
    ["tomato", 100],
    ["wholewheat-bread", 40],
  ]),
  recipe("it-egg-avocado-plate", B, [
    ["egg", 150],
    ["avocado", 100],
    ["spinach", 80],
    ["olive-oil", 5],
    ["salt", 0.5],
  ]),
  recipe("it-tofu-scramble-toast", B, [
    ["tofu", 200],
    ["spinach", 100],
    ["tomato", 80],
    ["olive-oil", 10],
    ["wholewheat-bread", 50],
  ]),
  recipe("it-tofu-avocado-scramble", B, [
    ["tofu", 250],
    ["spinach", 100],
    ["avocado", 60],
    ["olive-oil", 5],
  ]),
  recipe("it-yogurt-walnut-bowl", B, [
    ["greek-yogurt", 200],
    ["walnuts", 25],
    ["almonds", 15],
  ]),
  recipe("in-masala-oats", B, [
    ["rolled-oats", 70],
    ["onion", 40],
    ["tomato", 60],
    ["spinach", 50],
    ["olive-oil", 5],
    ["salt", 0.5],
    ["greek-yogurt", 150],
  ]),
  recipe("in-chickpea-rice-poha", B, [
    ["brown-rice", 60],
    ["chickpeas", 40],
    ["onion", 30],
    ["peanut-butter", 15],
    ["spinach", 50],
  ]),
  recipe("in-sweet-potato-chicken-hash", B, [
    ["sweet-potato", 200],
    ["egg", 100],
    ["spinach", 60],
    ["olive-oil", 8],
    ["salt", 0.5],
    ["chicken-breast", 80],
  ]),
  recipe("in-egg-bhurji", B, [
    ["egg", 150],
    ["onion", 30],
    ["tomato", 60],
    ["spinach", 60],
    ["olive-oil", 10],
    ["almonds", 15],
  ]),
  recipe("in-chicken-apple-plate", B, [
    ["chicken-breast", 100],
    ["apple", 150],
    ["almonds", 20],
    ["spinach", 60],
    ["olive-oil", 5],
  ]),
  recipe("in-tofu-nori-bowl", B, [
    ["tofu", 200],
    ["brown-rice", 50],
    ["nori", 5],
    ["spinach", 80],
    ["olive-oil", 5],
  ]),
  // Lunches and dinners
  recipe("it-salmon-sweet-potato", LD, [
    ["salmon", 150],
    ["broccoli", 200],
    ["olive-oil", 10],
    ["sweet-potato", 150],
  ]),
  recipe("it-salmon-zucchini", LD, [
    ["salmon", 170],
    ["zucchini", 200],
    ["olive-oil", 10],
    ["spinach", 100],
    ["almonds", 15],
  ]),
  recipe("it-chicken-pasta", LD, [
    ["wholewheat-pasta", 80],
    ["chicken-breast", 120],
    ["tomato", 150],
    ["olive-oil", 10],
    ["parmesan", 10],
    ["spinach", 60],
    ["salt", 0.5],
  ]),
  recipe("it-lentil-pasta", LD, [
    ["wholewheat-pasta", 70],
    ["lentils", 50],
    ["tomato", 150],
    ["onion", 50],
    ["olive-oil", 10],
    ["spinach", 80],
    ["salt", 0.5],
  ]),
  recipe("it-chickpea-spinach-stew", LD, [
    ["chickpeas", 80],
    ["spinach", 150],
    ["tomato", 150],
    ["onion", 60],
    ["olive-oil", 10],
    ["wholewheat-bread", 50],
    ["salt", 0.5],
  ]),
  recipe("it-beef-zucchini-ragu", LD, [
    ["beef-lean", 150],
    ["zucchini", 250],
    ["tomato", 100],
    ["olive-oil", 10],
    ["onion", 30],
    ["salt", 0.5],
  ]),
  recipe("it-chicken-avocado-salad", LD, [
    ["chicken-breast", 150],
    ["avocado", 100],
    ["spinach", 80],
    ["tomato", 80],
    ["olive-oil", 15],
    ["walnuts", 15],
  ]),
  recipe("it-tofu-broccoli-bake", LD, [
    ["tofu", 250],
    ["broccoli", 200],
    ["olive-oil", 15],
    ["almonds", 20],
    ["salt", 0.5],
  ]),
  recipe("it-egg-broccoli-frittata", LD, [
    ["egg", 200],
    ["broccoli", 100],
    ["spinach", 100],
    ["parmesan", 15],
    ["olive-oil", 10],
  ]),
  recipe("it-yogurt-chickpea-bowl", LD, [
    ["greek-yogurt", 200],
    ["chickpeas", 60],
    ["spinach", 60],
    ["tomato", 100],
    ["olive-oil", 10],
    ["brown-rice", 40],
  ]),
  recipe("it-minestrone", LD, [
    ["chickpeas", 60],
    ["wholewheat-pasta", 40],
    ["tomato", 150],
    ["zucchini", 100],
    ["onion", 50],
    ["spinach", 60],
    ["olive-oil", 10],
    ["salt", 0.5],
  ]),
  recipe("it-chicken-sweet-potato-tray", LD, [
    ["chicken-breast", 150],
    ["sweet-potato", 200],
    ["broccoli", 150],
    ["olive-oil", 10],
  ]),
  recipe("it-butter-chicken-rice", LD, [
    ["chicken-breast", 150],
    ["brown-rice", 70],
    ["butter", 20],
    ["tomato", 150],
    ["sunflower-oil", 5],
  ]),
  recipe("in-chicken-curry-rice", LD, [
    ["chicken-breast", 150],
    ["brown-rice", 70],
    ["onion", 60],
    ["tomato", 120],
    ["spinach", 80],
    ["olive-oil", 10],
    ["greek-yogurt", 50],
    ["salt", 1],
  ]),
  recipe("in-dal-rice", LD, [
    ["lentils", 70],
    ["brown-rice", 70],
    ["onion", 50],
    ["tomato", 100],
    ["spinach", 100],
    ["olive-oil", 10],
    ["salt", 1],
  ]),
  recipe("in-chana-masala", LD, [
    ["chickpeas", 80],
    ["onion", 60],
    ["tomato", 150],
    ["olive-oil", 10],
    ["wholewheat-bread", 60],
    ["spinach", 60],
  ]),
  recipe("in-tofu-tikka-cauliflower", LD, [
    ["tofu", 250],
    ["cauliflower", 200],
    ["olive-oil", 15],
    ["spinach", 100],
    ["salt", 0.8],
  ]),
  recipe("in-salmon-curry", LD, [
    ["salmon", 150],
    ["cauliflower", 150],
    ["tomato", 100],
    ["onion", 40],
    ["olive-oil", 10],
    ["spinach", 80],
  ]),
  recipe("in-egg-curry", LD, [
    ["egg", 150],
    ["tomato", 120],
    ["onion", 50],
    ["spinach", 100],
    ["olive-oil", 10],
    ["cauliflower", 150],
  ]),
  recipe("in-beef-keema-cauliflower", LD, [
    ["beef-lean", 150],
    ["cauliflower", 200],
    ["tomato", 80],
    ["onion", 30],
    ["olive-oil", 8],
  ]),
  recipe("in-yogurt-walnut-spinach", LD, [
    ["greek-yogurt", 200],
    ["walnuts", 30],
    ["spinach", 100],
    ["olive-oil", 10],
  ]),
  recipe("in-tofu-spinach-curry", LD, [
    ["tofu", 200],
    ["spinach", 150],
    ["tomato", 100],
    ["onion", 40],
    ["brown-rice", 50],
    ["olive-oil", 10],
  ]),
  recipe("in-rajma-style-lentils", LD, [
    ["lentils", 80],
    ["tomato", 150],
    ["onion", 60],
    ["brown-rice", 60],
    ["olive-oil", 8],
    ["salt", 0.8],
  ]),
  // Snacks
  recipe("it-apple-almonds", S, [
    ["apple", 150],
    ["almonds", 20],
  ]),
  recipe("it-yogurt-banana", S, [
    ["greek-yogurt", 170],
    ["banana", 50],
  ]),
  recipe("in-roasted-chickpeas", S, [
    ["chickpeas", 40],
    ["olive-oil", 5],
    ["salt", 0.3],
  ]),
  recipe("in-spiced-nuts", S, [
    ["almonds", 20],
    ["walnuts", 15],
  ]),
  recipe("it-egg-avocado-snack", S, [
    ["egg", 100],
    ["avocado", 50],
  ]),
  recipe("in-peanut-banana", S, [
    ["banana", 100],
    ["peanut-butter", 20],
  ]),
  recipe(
    "it-honey-yogurt-pudding",
    S,
    [
      ["greek-yogurt", 150],
      ["honey", 15],
      ["sugar", 10],
    ],
    { dessert: true },
  ),
  // Foods-to-include items
  recipe(
    "in-masala-chai",
    B,
    [
      ["tea-brewed", 150],
      ["whole-milk", 100],
      ["sugar", 8],
    ],
    { includeItem: "tea" },
  ),
  recipe("it-black-tea", B, [["tea-brewed", 240]], { includeItem: "tea" }),
  recipe("it-black-coffee", B, [["coffee-brewed", 240]], { includeItem: "coffee" }),
  recipe(
    "it-caffe-latte",
    B,
    [
      ["coffee-brewed", 60],
      ["whole-milk", 200],
    ],
    { includeItem: "coffee" },
  ),
  recipe("it-dark-chocolate-square", S, [["dark-chocolate", 20]], { includeItem: "dark_chocolate" }),
  recipe(
    "it-butter-cookie",
    S,
    [
      ["plain-flour", 15],
      ["butter", 8],
      ["sugar", 7],
      ["egg", 5],
    ],
    {
      includeItem: "one_cookie_a_day",
      dessert: true,
    },
  ),
  recipe(
    "in-vegan-oat-cookie",
    S,
    [
      ["rolled-oats", 15],
      ["peanut-butter", 8],
      ["sugar", 6],
      ["banana", 10],
    ],
    {
      includeItem: "one_cookie_a_day",
      dessert: true,
    },
  ),
  recipe(
    "it-almond-honey-cookie",
    S,
    [
      ["almonds", 20],
      ["honey", 5],
      ["egg", 5],
    ],
    {
      includeItem: "one_cookie_a_day",
      dessert: true,
    },
  ),
];

export const FIXTURE_LIBRARY: Library = { foods: FIXTURE_FOODS, recipes: FIXTURE_RECIPES };

/** A plain adult profile for tests that need one valid request. */
export const BASE_REQUEST: PlanRequest = {
  age: 35,
  gender: "female",
  height_cm: 165,
  weight_kg: 68,
  activity_level: "moderately_active",
  health_conditions: [],
  foods_to_include: [],
  fitness_goal: "maintain",
  cuisine: "italian",
  diet: "non_vegetarian",
};

/**
 * The fixture library with only the breakfasts named (include items and other meals kept), each also
 * offered as a lunch: a recipe only ever a breakfast or snack may be a routine, four times a week
 * (rules/variety.ts), and these stand for breakfasts the variety rule holds to twice.
 */
export const withBreakfasts = (keep: readonly string[]): Library => ({
  foods: FIXTURE_LIBRARY.foods,
  recipes: FIXTURE_LIBRARY.recipes
    .filter((r) => r.includeItem || !r.meals.includes("breakfast") || keep.includes(r.id))
    .map((r) => (keep.includes(r.id) ? { ...r, meals: [...r.meals, "lunch" as const] } : r)),
});
/** Three breakfasts at twice a week each: one morning short, which a third use can fill. */
export const THREE_BREAKFASTS = withBreakfasts([
  "it-oat-yogurt-bowl",
  "it-spinach-frittata-toast",
  "it-egg-avocado-plate",
]);
/** Two breakfasts: three mornings short, more than a third use can fill. */
export const TWO_BREAKFASTS = withBreakfasts(["it-oat-yogurt-bowl", "it-spinach-frittata-toast"]);
