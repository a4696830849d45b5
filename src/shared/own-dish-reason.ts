// Why a household member has a dish of their own at a meal, in a few plain words, from the rule id
// the meal carries as `own_dish_reason` (docs/product/household.md). The viewer's meal cards and the
// PDF's cook pages read it from here, so a rule is worded once.

const OWN_DISH_WHY: Readonly<Record<string, string>> = {
  allergies: "allergies",
  diet_foods: "food preference",
  keto_dish: "keto diet",
  olive_oil_main: "health rules",
  stand_ins: "health rules",
  diabetes_no_sugar: "no added sugar",
  recipe_version: "their version of the recipe",
  child_caffeine: "no tea or coffee for children",
  meal_fruit: "health rules",
  not_eligible: "food preference or health rules",
  energy: "their day's energy",
  meal_energy: "the size of their meals",
  protein: "their day's protein",
  protein_max: "their day's protein",
  meal_protein: "protein in each meal",
  fat: "their day's fat",
  carbs: "their day's carbohydrate",
  meal_carbs: "carbohydrate in each meal",
  keto_net_carbs: "their day's carbohydrate",
  saturated_fat: "their day's saturated fat",
  sat_fat: "their day's saturated fat",
  sodium: "their day's sodium",
  fiber: "their day's fibre",
  fiber_max: "their day's fibre",
  cooking_time: "cooking time",
};

/** "allergies", "their day's energy"; a rule without words of its own reads "their day's targets". */
export const ownDishWhy = (rule: string): string => OWN_DISH_WHY[rule] ?? "their day's targets";
