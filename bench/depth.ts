import { DEFAULT_LIBRARY } from "../src/planner/library/default-library";
import { buildContext } from "../src/planner/library/plan-context";
import { prepareLibrary } from "../src/planner/library/prepare-library";
import { parseConditions } from "../src/planner/rules/conditions";
import { computeTargets } from "../src/planner/targets/targets";
import { CUISINES, DIETS, MEAL_TYPES } from "../src/shared/domain";
import type { PlanRequest } from "../src/shared/plan-request";

// `npm run bench:depth`: for every cuisine × diet, how many of the cuisine's own recipes each meal type
// can draw on after the diet's swaps (rules/substitutes), alone and with diabetes or high blood
// pressure. Goal (issue 12): at least 10 per meal type, and 6 that also meet either condition.

const GOAL = 10;
const GOAL_WITH_CONDITION = 6;
const person: Omit<PlanRequest, "cuisine" | "diet" | "health_conditions"> = {
  age: 40,
  gender: "female",
  height_cm: 165,
  weight_kg: 68,
  activity_level: "moderately_active",
  fitness_goal: "maintain",
  foods_to_include: [],
};
const lib = prepareLibrary(DEFAULT_LIBRARY);

function counts(req: PlanRequest): number[] {
  const cond = parseConditions(req.health_conditions);
  const tr = computeTargets(req, cond);
  if (!tr.ok) throw new Error(`the bench person is refused: ${tr.refusal.code}`);
  const ctx = buildContext(req, cond, tr.targets, lib);
  return MEAL_TYPES.map((m) => ctx.eligibleByMeal[m].filter((f) => f.recipe.cuisine === req.cuisine).length);
}

const TABLES = [
  ["no condition", [], GOAL],
  ["diabetes", ["diabetes"], GOAL_WITH_CONDITION],
  ["high blood pressure", ["high_blood_pressure"], GOAL_WITH_CONDITION],
] as const;
let short = 0;
let cells = 0;
for (const [title, health_conditions, goal] of TABLES) {
  console.log(
    `\nOwn-cuisine recipes per meal type, breakfast/lunch/dinner/snack — ${title} (goal ${goal} each)`,
  );
  console.log(`${"".padEnd(15)}${DIETS.map((d) => d.slice(0, 13).padEnd(15)).join("")}`);
  for (const cuisine of CUISINES) {
    const row = DIETS.map((diet) => {
      const n = counts({ ...person, cuisine, diet, health_conditions: [...health_conditions] });
      cells += n.length;
      short += n.filter((x) => x < goal).length;
      return n
        .map((x) => (x < goal ? `${x}*` : `${x}`))
        .join("/")
        .padEnd(15);
    });
    console.log(`${cuisine.padEnd(15)}${row.join("")}`);
  }
}
console.log(`\n${short} of ${cells} counts below their goal (marked *).`);
