import { eligibleRecipes, libraryRecipes, type RecipeNutrition } from "../src/planner/index";
import { CUISINES, type Cuisine, DIETS, type HealthCondition, MEAL_TYPES } from "../src/shared/domain";
import type { PlanRequest } from "../src/shared/plan-request";

// report:library's library sections, read from the engine's own eligibility (eligibleRecipes: the
// lists the search plans from): each cuisine's own recipes per meal type and diet (the depth), and
// the recipes no request can use or no plan of the report used.

/** Issue 12's depth goal: own-cuisine recipes per meal type, and those that also meet a condition. */
const GOAL = 10;
const GOAL_WITH_CONDITION = 6;

const PERSON: Omit<PlanRequest, "cuisine" | "diet" | "health_conditions"> = {
  age: 40,
  gender: "female",
  height_cm: 165,
  weight_kg: 68,
  activity_level: "moderately_active",
  fitness_goal: "maintain",
  foods_to_include: [],
};

const CONDITION_TABLES: readonly (readonly [string, readonly HealthCondition[], number])[] = [
  ["no condition", [], GOAL],
  ["diabetes", ["diabetes"], GOAL_WITH_CONDITION],
  ["high blood pressure", ["high_blood_pressure"], GOAL_WITH_CONDITION],
];

/**
 * Prints, per condition set, each cuisine × diet's own recipes per meal type (short of the goal marked
 * *), and returns every recipe id some request of any cuisine, diet and condition set may use.
 */
export function reportDepth(cuisines: readonly Cuisine[]): Set<string> {
  const everEligible = new Set<string>();
  let short = 0;
  let cells = 0;
  for (const [title, conditions, goal] of CONDITION_TABLES) {
    console.log(`\n  ${title}: own-cuisine recipes, breakfast/lunch/dinner/snack (goal ${goal} each)`);
    console.log(`  ${"".padEnd(15)}${DIETS.map((d) => d.slice(0, 13).padEnd(15)).join("")}`);
    // Every cuisine's requests count toward "ever eligible" (a recipe may be borrowed by another cuisine).
    for (const cuisine of CUISINES) {
      const row = DIETS.map((diet) => {
        const res = eligibleRecipes({ ...PERSON, cuisine, diet, health_conditions: [...conditions] });
        if (!res.ok) throw new Error(`the report's person is refused: ${res.refusal.code}`);
        const counts = MEAL_TYPES.map((m) => {
          for (const r of res.byMeal[m]) everEligible.add(r.id);
          return res.byMeal[m].filter((r) => r.cuisine === cuisine).length;
        });
        if (!cuisines.includes(cuisine)) return "";
        cells += counts.length;
        short += counts.filter((x) => x < goal).length;
        return counts
          .map((x) => (x < goal ? `${x}*` : `${x}`))
          .join("/")
          .padEnd(15);
      });
      if (cuisines.includes(cuisine)) console.log(`  ${cuisine.padEnd(15)}${row.join("")}`);
    }
  }
  console.log(`\n  ${short} of ${cells} counts below their goal (marked *).`);
  return everEligible;
}

/** Prompts for a recipe writer to look again at a recipe's numbers; not rules (the engine has those). */
const LOOK_AGAIN: readonly (readonly [label: string, test: (r: RecipeNutrition) => string | null])[] = [
  ["kcal", (r) => (isMain(r) && (r.perServing.kcal < 280 || r.perServing.kcal > 850) ? kcal(r) : null)],
  [
    "snack kcal",
    (r) => (!isMain(r) && (r.perServing.kcal < 100 || r.perServing.kcal > 400) ? kcal(r) : null),
  ],
  [
    "sodium",
    (r) => (r.perServing.sodium_mg > 800 ? `sodium ${Math.round(r.perServing.sodium_mg)} mg` : null),
  ],
  [
    "protein",
    (r) =>
      isMain(r) && share(r.perServing.protein_g, 4, r) < 0.12
        ? `protein ${pct(r.perServing.protein_g, 4, r)}`
        : null,
  ],
  [
    "sat fat",
    (r) =>
      share(r.perServing.sat_fat_g, 9, r) > 0.15 ? `sat fat ${pct(r.perServing.sat_fat_g, 9, r)}` : null,
  ],
];
const isMain = (r: RecipeNutrition) => r.meals.some((m) => m !== "snack");
const kcal = (r: RecipeNutrition) => `${isMain(r) ? "" : "snack "}kcal ${Math.round(r.perServing.kcal)}`;
const share = (grams: number, kcalPerGram: number, r: RecipeNutrition) =>
  (grams * kcalPerGram) / Math.max(1, r.perServing.kcal);
const pct = (grams: number, kcalPerGram: number, r: RecipeNutrition) =>
  `${Math.round(share(grams, kcalPerGram, r) * 100)} % of energy`;

/**
 * Per cuisine: its recipes (foods-to-include items apart), those no request can use, those usable but
 * in none of the report's plans, and those whose numbers a writer may look at again. `list` names them.
 */
export function reportRecipes(
  cuisines: readonly Cuisine[],
  everEligible: ReadonlySet<string>,
  planned: { ids: ReadonlySet<string>; plans: number },
  list: boolean,
): void {
  const { recipes, invalid } = libraryRecipes();
  for (const bad of invalid) console.log(`  INVALID ${bad.recipeId}: ${bad.reason}`);
  console.log(
    `\n  ${"cuisine".padEnd(15)} recipes  never eligible  never planned  ${LOOK_AGAIN.map(([l]) => l.padStart(11)).join("")}`,
  );
  const totals = { recipes: 0, never: 0, unplanned: 0 };
  const listed: string[] = [];
  for (const cuisine of cuisines) {
    const own = recipes.filter((r) => r.cuisine === cuisine && !r.includeItem);
    const never = own.filter((r) => !everEligible.has(r.id));
    const unplanned = own.filter((r) => everEligible.has(r.id) && !planned.ids.has(r.id));
    const flags = own.map((r) => ({ r, why: LOOK_AGAIN.map(([, test]) => test(r)) }));
    totals.recipes += own.length;
    totals.never += never.length;
    totals.unplanned += unplanned.length;
    const counts = LOOK_AGAIN.map((_, i) => String(flags.filter((f) => f.why[i]).length).padStart(11));
    console.log(
      `  ${cuisine.padEnd(15)} ${String(own.length).padStart(7)}  ${String(never.length).padStart(14)}  ${String(unplanned.length).padStart(13)}  ${counts.join("")}`,
    );
    if (!list) continue;
    listed.push(`${cuisine}:`);
    for (const r of never) listed.push(`  never eligible  ${r.id}`);
    for (const r of unplanned) listed.push(`  never planned   ${r.id}`);
    for (const { r, why } of flags.filter((f) => f.why.some(Boolean)))
      listed.push(`  look again      ${r.id}: ${why.filter(Boolean).join(", ")}`);
  }
  console.log(
    `  ${"all".padEnd(15)} ${String(totals.recipes).padStart(7)}  ${String(totals.never).padStart(14)}  ${String(totals.unplanned).padStart(13)}`,
  );
  console.log(
    `\n  never eligible: for no cuisine × diet × condition set above; never planned: usable, yet in none of the ${planned.plans} plans this report made. Look again: main kcal outside 280–850, snack kcal outside 100–400, sodium over 800 mg, protein under 12 % of a main's energy, saturated fat over 15 % of energy (per serving, as written).`,
  );
  if (listed.length > 0) console.log(`\n  ${listed.join("\n  ")}`);
}
