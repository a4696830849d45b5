import { hasAnimalMain, mulberry32 } from "../src/planner/index";
import { type Cuisine, DIETS, FITNESS_GOALS, type HealthCondition, MEAL_TYPES } from "../src/shared/domain";
import type { PlanRequest } from "../src/shared/plan-request";
import { mealsOf, type Planned, pctOf, plan } from "./library-plans";
import { drawPerson } from "./realistic-set";

// report:library's own-cuisine share for realistic people (bench/realistic-set.ts): the tool the recipe
// writers use to find where a cuisine is thin, per diet and condition group and down to the meal type.

/** Issue 12's goal for the own-cuisine share: 90 % with no condition, 80 % with diabetes or high bp. */
const GROUPS: Record<string, { sets: HealthCondition[][]; goal: number }> = {
  none: { sets: [[]], goal: 0.9 },
  "thyroid/pcos": { sets: [["thyroid"], ["pcos"]], goal: 0.9 },
  diabetes: { sets: [["diabetes"], ["diabetes", "high_blood_pressure"]], goal: 0.8 },
  "high bp": { sets: [["high_blood_pressure"]], goal: 0.8 },
};

/**
 * Own-cuisine share per cuisine × diet × condition group for `per` realistic people of each goal (or,
 * quick, of one goal taken in turn), the meal type that borrows most where a cell misses its goal, and
 * for non-vegetarian plans the share of lunches and dinners with meat, poultry, fish or eggs.
 */
export async function reportOwnShare(
  cuisines: readonly Cuisine[],
  { per, seed, everyGoal }: { per: number; seed: number; everyGoal: boolean },
  planned: Planned,
) {
  const tallies = new Map<string, { own: number; meals: number; refused: number }>();
  const add = (key: string, own: number, meals: number, refused = false) => {
    const t = tallies.get(key) ?? { own: 0, meals: 0, refused: 0 };
    tallies.set(key, { own: t.own + own, meals: t.meals + meals, refused: t.refused + (refused ? 1 : 0) });
  };
  const r = mulberry32(seed);
  const people: { req: PlanRequest; group: string }[] = [];
  let cell = 0;
  for (const cuisine of cuisines)
    for (const diet of DIETS)
      for (const [group, { sets }] of Object.entries(GROUPS))
        for (const goal of everyGoal
          ? FITNESS_GOALS
          : [FITNESS_GOALS[cell++ % FITNESS_GOALS.length] ?? "maintain"])
          for (let k = 0; k < per; k++) people.push({ req: drawPerson(r, cuisine, diet, goal, sets), group });
  const refusals: string[] = [];
  for (const [i, { req, group }] of people.entries()) {
    const key = `${req.cuisine}|${req.diet}|${group}`;
    const res = await plan(req, i + 1, planned);
    if (!res.ok) {
      refusals.push(`${req.cuisine} ${req.diet} ${group}: ${res.refusal.rule}`);
      add(key, 0, 0, true);
      continue;
    }
    const meals = mealsOf(res);
    if (req.diet === "non_vegetarian")
      for (const m of meals.filter((x) => x.type === "lunch" || x.type === "dinner"))
        add(`${req.cuisine}|animal`, hasAnimalMain(m.items.map((i) => i.food_id)) ? 1 : 0, 1);
    add(key, meals.filter((m) => m.cuisine === req.cuisine).length, meals.length);
    for (const m of meals) add(`${key}|${m.type}`, m.cuisine === req.cuisine ? 1 : 0, 1);
  }
  console.log(
    `\n  ${people.length} people (${per} per cuisine × diet × condition group × ${everyGoal ? "goal" : "one goal in turn"}, seed ${seed}); goal ≥ 90 % (none, thyroid/pcos), ≥ 80 % (diabetes, high bp); * below goal; (r) refused plans`,
  );
  const groups = Object.keys(GROUPS);
  console.log(`  ${"".padEnd(30)}${groups.map((g) => g.padStart(14)).join("")}`);
  let below = 0;
  for (const cuisine of cuisines)
    for (const diet of DIETS) {
      const cells = groups.map((g) => {
        const t = tallies.get(`${cuisine}|${diet}|${g}`);
        if (!t || t.meals === 0) return `${t?.refused ?? 0}r`.padStart(14);
        const miss = t.own / t.meals < (GROUPS[g]?.goal ?? 0);
        below += miss ? 1 : 0;
        const worst = MEAL_TYPES.map((m) => {
          const x = tallies.get(`${cuisine}|${diet}|${g}|${m}`);
          return [m, x ? x.own / x.meals : 1] as const;
        }).sort((a, b) => a[1] - b[1])[0];
        const tag = miss && worst ? ` ${worst[0].slice(0, 2)}` : "";
        return `${pctOf(t.own / t.meals)}${miss ? "*" : ""}${t.refused ? `(${t.refused}r)` : ""}${tag}`.padStart(
          14,
        );
      });
      console.log(`  ${`${cuisine} ${diet}`.padEnd(30)}${cells.join("")}`);
    }
  for (const cuisine of cuisines) {
    const t = tallies.get(`${cuisine}|animal`);
    if (t)
      console.log(
        `  ${cuisine} non-vegetarian: ${((t.own / t.meals) * 100).toFixed(0)} % of lunches and dinners with meat, poultry, fish or eggs`,
      );
  }
  console.log(`  ${below} cells below goal (the two letters name the meal type that borrows most).`);
  for (const x of refusals) console.log(`  refused  ${x}`);
}
