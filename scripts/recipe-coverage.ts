import { FOODS, RECIPES } from "../src/planner/library/default-library";
import { prepareLibrary, type RecipeFacts } from "../src/planner/library/prepare-library";
import { excludedAttrs, firstExcluded } from "../src/planner/rules/diet-eligibility";
import { KETO_RECIPE_NET_CARBS_MAX_G } from "../src/planner/rules/figures";
import { CUISINES, type Cuisine, DIETS, type Diet, MEAL_TYPES } from "../src/shared/domain";

// For recipe writers: how many recipes each cuisine has per meal type and diet (eligibility derived
// from ingredients, as the engine derives it), and recipes whose numbers look off.
// Usage: node --import ./scripts/text-modules/register.mjs scripts/recipe-coverage.ts [cuisine]

export function eligible(f: RecipeFacts, diet: Diet): boolean {
  const excluded = excludedAttrs(diet, { noEggs: diet === "vegetarian" && f.recipe.cuisine === "indian" });
  if (firstExcluded(f.attrs, excluded)) return false;
  if (diet === "keto") return f.netCarbs_g <= KETO_RECIPE_NET_CARBS_MAX_G;
  return true;
}

const only = process.argv[2] as Cuisine | undefined;
const lib = prepareLibrary({ foods: FOODS, recipes: RECIPES });
for (const bad of lib.invalid) console.log(`INVALID ${bad.recipeId}: ${bad.reason}`);
for (const cuisine of CUISINES) {
  if (only && cuisine !== only) continue;
  const rs = lib.recipes.filter((f) => f.recipe.cuisine === cuisine && !f.recipe.includeItem);
  console.log(`\n${cuisine}: ${rs.length} recipes`);
  console.log(`  ${"meal".padEnd(10)}${DIETS.map((d) => d.slice(0, 8).padStart(10)).join("")}`);
  for (const meal of MEAL_TYPES) {
    const inMeal = rs.filter((f) => f.recipe.meals.includes(meal));
    const counts = DIETS.map((d) => String(inMeal.filter((f) => eligible(f, d)).length).padStart(10));
    console.log(`  ${meal.padEnd(10)}${counts.join("")}`);
  }
  for (const f of rs) {
    const n = f.perServing;
    const energyProtein = (n.protein_g * 4) / Math.max(1, n.kcal);
    const flags: string[] = [];
    const main = f.recipe.meals.some((m) => m !== "snack");
    if (main && (n.kcal < 280 || n.kcal > 850)) flags.push(`kcal ${Math.round(n.kcal)}`);
    if (!main && (n.kcal < 100 || n.kcal > 400)) flags.push(`snack kcal ${Math.round(n.kcal)}`);
    if (n.sodium_mg > 800) flags.push(`sodium ${Math.round(n.sodium_mg)} mg`);
    if (main && energyProtein < 0.12)
      flags.push(`protein only ${Math.round(energyProtein * 100)}% of energy`);
    if ((n.sat_fat_g * 9) / Math.max(1, n.kcal) > 0.15)
      flags.push(`sat fat ${Math.round((n.sat_fat_g * 900) / n.kcal)}%`);
    if (flags.length) console.log(`  ! ${f.recipe.id}: ${flags.join(", ")}`);
  }
}
