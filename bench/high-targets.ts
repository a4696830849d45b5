import { buildWeekPlan, warmUp } from "../src/planner/index";
import { CUISINES, DIETS, type HealthCondition } from "../src/shared/domain";
import type { PlanRequest } from "../src/shared/plan-request";
import { numberOption } from "./args";

// `npm run bench:high -- [--seeds 2]`: meals from the chosen cuisine for one active man gaining weight
// (29, 188 cm, 95 kg, extremely active: 4,270 kcal), with and without diabetes, in every cuisine × diet.
// The realistic set holds few such athletes, none with a condition. At this target keto's 50 g of net
// carbohydrate, and with diabetes the protein ceiling, fat at most 35 % and carbohydrate at most 45 %
// of energy, leave little room for one cuisine's recipes.

const SEEDS = numberOption("seeds", 2);

const ATHLETE: Omit<PlanRequest, "cuisine" | "diet" | "health_conditions"> = {
  age: 29,
  gender: "male",
  height_cm: 188,
  weight_kg: 95,
  activity_level: "extremely_active",
  foods_to_include: [],
  fitness_goal: "weight_gain",
};

/** Share of the week's meals from the chosen cuisine over SEEDS plans, and how many were refused. */
async function ownShare(req: PlanRequest): Promise<{ share: number | null; refused: number }> {
  let own = 0;
  let meals = 0;
  let refused = 0;
  for (let seed = 1; seed <= SEEDS; seed++) {
    const r = await buildWeekPlan(req, { seed, weekStart: "2025-03-05" });
    if (!r.ok) {
      refused++;
      continue;
    }
    const planned = r.plan.days.flatMap((d) => d.meals).filter((m) => m.include_item === undefined);
    own += planned.filter((m) => m.cuisine === req.cuisine).length;
    meals += planned.length;
  }
  return { share: meals > 0 ? own / meals : null, refused };
}

await warmUp();
for (const conditions of [[], ["diabetes"]] as HealthCondition[][]) {
  console.log(
    `\nMeals from the chosen cuisine, 4,270 kcal, ${conditions.length ? "with diabetes" : "no condition"} (${SEEDS} plans each; goal ${conditions.length ? 80 : 90} %)`,
  );
  console.log(`${"".padEnd(16)}${DIETS.map((d) => d.slice(0, 13).padStart(15)).join("")}`);
  const shares: number[] = [];
  for (const cuisine of CUISINES) {
    const cells: string[] = [];
    for (const diet of DIETS) {
      const { share, refused } = await ownShare({ ...ATHLETE, cuisine, diet, health_conditions: conditions });
      if (share !== null) shares.push(share);
      const text = share === null ? "—" : `${(share * 100).toFixed(0)}%`;
      cells.push(`${text}${refused ? ` (${refused}r)` : ""}`.padStart(15));
    }
    console.log(`${cuisine.padEnd(16)}${cells.join("")}`);
  }
  const goal = conditions.length ? 0.8 : 0.9;
  console.log(`  cells below goal: ${shares.filter((s) => s < goal).length} of ${shares.length}`);
}
