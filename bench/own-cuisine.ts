import { buildWeekPlan } from "../src/planner/index";
import { FOOD_BY_ID } from "../src/planner/library/default-library";
import { ANIMAL_MAIN_ATTRS } from "../src/planner/rules/main-protein";
import { mulberry32 } from "../src/planner/search/prng";
import { CUISINES, type Cuisine, DIETS, FITNESS_GOALS, type HealthCondition } from "../src/shared/domain";
import type { PlanRequest } from "../src/shared/plan-request";
import { numberOption, optionOf } from "./args";
import { drawPerson } from "./realistic-set";

// `npm run bench:own -- [--cuisine indian] [--per 2] [--seed 11]`: how many meals of a plan come from
// the chosen cuisine, per diet and condition group, for plausible people (bench/realistic-set). Issue
// 12's goal: at least 90 % with no condition, at least 80 % with diabetes or high blood pressure.
// Also prints which meal types borrow most, so a recipe writer knows where the cuisine is thin, and for
// non-vegetarian plans the share of lunches and dinners with meat, poultry, fish or eggs.

const cuisines = (optionOf("cuisine")?.split(",") ?? CUISINES) as Cuisine[];
const PER = numberOption("per", 2);
const SEED = numberOption("seed", 11);

const GROUPS: Record<string, { sets: HealthCondition[][]; goal: number }> = {
  none: { sets: [[]], goal: 0.9 },
  "thyroid/pcos": { sets: [["thyroid"], ["pcos"]], goal: 0.9 },
  diabetes: { sets: [["diabetes"], ["diabetes", "high_blood_pressure"]], goal: 0.8 },
  "high bp": { sets: [["high_blood_pressure"]], goal: 0.8 },
};

interface Tally {
  own: number;
  meals: number;
  refused: number;
}
const tallies = new Map<string, Tally>();
const add = (key: string, own: number, meals: number, refused: boolean) => {
  const t = tallies.get(key) ?? { own: 0, meals: 0, refused: 0 };
  t.own += own;
  t.meals += meals;
  t.refused += refused ? 1 : 0;
  tallies.set(key, t);
};

const r = mulberry32(SEED);
const people: { req: PlanRequest; group: string }[] = [];
for (const cuisine of cuisines)
  for (const diet of DIETS)
    for (const [group, { sets }] of Object.entries(GROUPS))
      for (const goal of FITNESS_GOALS)
        for (let k = 0; k < PER; k++) people.push({ req: drawPerson(r, cuisine, diet, goal, sets), group });

const refusals: string[] = [];
for (const [i, { req, group }] of people.entries()) {
  const res = await buildWeekPlan(req, { seed: i + 1, weekStart: "2025-03-05" });
  if (!res.ok) {
    refusals.push(`${req.cuisine} ${req.diet} ${group}: ${res.refusal.rule}`);
    add(`${req.cuisine}|${req.diet}|${group}`, 0, 0, true);
    continue;
  }
  const meals = res.plan.days.flatMap((d) => d.meals.filter((m) => m.include_item === undefined));
  const own = meals.filter((m) => m.cuisine === req.cuisine);
  if (req.diet === "non_vegetarian")
    for (const m of meals.filter((x) => x.type === "lunch" || x.type === "dinner")) {
      const animal = m.items.some((i) =>
        ANIMAL_MAIN_ATTRS.some((a) => FOOD_BY_ID.get(i.food_id)?.attrs.includes(a)),
      );
      add(`${req.cuisine}|animal`, animal ? 1 : 0, 1, false);
    }
  add(`${req.cuisine}|${req.diet}|${group}`, own.length, meals.length, false);
  for (const m of meals)
    add(`${req.cuisine}|${req.diet}|${group}|${m.type}`, m.cuisine === req.cuisine ? 1 : 0, 1, false);
}

const groupNames = Object.keys(GROUPS);
console.log(
  `Meals from the chosen cuisine: ${people.length} people (${PER} per cuisine × diet × condition group × goal, seed ${SEED})`,
);
console.log(
  `goal ≥ 90 % (none, thyroid/pcos), ≥ 80 % (diabetes, high bp); * below goal; (r) refused plans\n`,
);
console.log(`${"".padEnd(30)}${groupNames.map((g) => g.padStart(14)).join("")}`);
let below = 0;
for (const cuisine of cuisines)
  for (const diet of DIETS) {
    const cells = groupNames.map((g) => {
      const t = tallies.get(`${cuisine}|${diet}|${g}`);
      if (!t || t.meals === 0) return `${t?.refused ?? 0}r`.padStart(14);
      const share = t.own / t.meals;
      const miss = share < (GROUPS[g]?.goal ?? 0);
      below += miss ? 1 : 0;
      const worst = ["breakfast", "lunch", "dinner", "snack"]
        .map((m) => {
          const x = tallies.get(`${cuisine}|${diet}|${g}|${m}`);
          return [m, x ? x.own / x.meals : 1] as const;
        })
        .sort((a, b) => a[1] - b[1])[0];
      const tag = miss && worst ? ` ${worst[0].slice(0, 2)}` : "";
      return `${(share * 100).toFixed(0)}%${miss ? "*" : ""}${t.refused ? `(${t.refused}r)` : ""}${tag}`.padStart(
        14,
      );
    });
    console.log(`${`${cuisine} ${diet}`.padEnd(30)}${cells.join("")}`);
  }
for (const cuisine of cuisines) {
  const t = tallies.get(`${cuisine}|animal`);
  if (t)
    console.log(
      `${cuisine} non-vegetarian: ${((t.own / t.meals) * 100).toFixed(0)} % of lunches and dinners with meat, poultry, fish or eggs`,
    );
}
console.log(`\n${below} cells below goal (the two letters name the meal type that borrows most).`);
if (refusals.length) console.log(`\nRefused:\n  ${refusals.join("\n  ")}`);
