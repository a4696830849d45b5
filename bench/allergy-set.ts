import { mulberry32, type PlanResult } from "../src/planner/index";
import { ALLERGENS, type Allergen } from "../src/shared/allergens";
import { CUISINES, DIETS, FITNESS_GOALS } from "../src/shared/domain";
import type { PlanRequest } from "../src/shared/plan-request";
import { drawPerson } from "./realistic-set";

// The allergy set of bench:planner (issue 21): realistic people of every cuisine with one allergy
// (each of the 14 groups), with two that often go together, vegans allergic to soy or tree nuts,
// coeliacs of every cuisine, and people who leave out a food. Goal: 0 refusals for one or two
// allergies, the own-cuisine share and calorie error of the realistic set.

const PAIRS: readonly (readonly [Allergen, Allergen])[] = [
  ["peanut", "tree_nuts"],
  ["milk", "egg"],
  ["wheat", "milk"],
  ["fish", "crustaceans"],
  ["crustaceans", "molluscs"],
  ["sesame", "peanut"],
  ["soy", "tree_nuts"],
  ["wheat", "soy"],
];
const EXCLUDED: readonly string[] = ["mushrooms", "coriander", "pork", "eggplant", "onion"];

export interface AllergyCase {
  group: string;
  req: PlanRequest;
}

/** No conditions here: the realistic set covers them; this set isolates what allergies cost. */
export function drawAllergyProfiles(seed: number): AllergyCase[] {
  const r = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const person = (cuisine: (typeof CUISINES)[number], diet: (typeof DIETS)[number]) =>
    drawPerson(r, cuisine, diet, pick(FITNESS_GOALS), [[]]);
  const out: AllergyCase[] = [];
  for (const cuisine of CUISINES) {
    for (const a of ALLERGENS)
      out.push({ group: `one: ${a}`, req: { ...person(cuisine, pick(DIETS)), allergies: [a] } });
    for (const pair of PAIRS)
      out.push({
        group: `two: ${pair.join("+")}`,
        req: { ...person(cuisine, pick(DIETS)), allergies: [...pair] },
      });
    out.push({ group: "vegan + soy", req: { ...person(cuisine, "vegan"), allergies: ["soy"] } });
    out.push({ group: "vegan + tree nuts", req: { ...person(cuisine, "vegan"), allergies: ["tree_nuts"] } });
    out.push({ group: "vegetarian + milk", req: { ...person(cuisine, "vegetarian"), allergies: ["milk"] } });
    out.push({ group: "coeliac", req: { ...person(cuisine, pick(DIETS)), allergies: ["wheat"] } });
    out.push({
      group: "excluded food",
      req: { ...person(cuisine, pick(DIETS)), excluded_foods: [pick(EXCLUDED)] },
    });
  }
  return out;
}

interface Group {
  n: number;
  refused: number;
  errors: number[];
  own: number[];
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const pctOf = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Refusals, own-cuisine share and calorie error, per kind of restriction and in all. */
export function reportAllergies(
  cases: readonly AllergyCase[],
  rows: readonly { result: PlanResult; ms: number }[],
  /** For each case, whether the same person is refused without their restrictions too. */
  refusedAnyway: readonly boolean[],
): void {
  const groups = new Map<string, Group>();
  const kind = (g: string) =>
    g.startsWith("one:") ? "one allergy" : g.startsWith("two:") ? "two allergies" : g;
  const all: Group = { n: 0, refused: 0, errors: [], own: [] };
  const refusals: string[] = [];
  cases.forEach(({ group, req }, i) => {
    const result = rows[i]?.result;
    if (!result) return;
    for (const g of [groups.get(kind(group)) ?? { n: 0, refused: 0, errors: [], own: [] }, all]) {
      if (g !== all) groups.set(kind(group), g);
      g.n++;
      if (!result.ok) {
        g.refused++;
        continue;
      }
      const plan = result.plan;
      const meals = plan.days.flatMap((d) => d.meals.filter((m) => m.include_item === undefined));
      g.own.push(meals.filter((m) => m.cuisine === req.cuisine).length / Math.max(1, meals.length));
      for (const d of plan.days)
        g.errors.push(
          (Math.abs(d.totals.calories - plan.total_daily_calories) / plan.total_daily_calories) * 100,
        );
    }
    if (!result.ok) {
      const why = refusedAnyway[i] ? "refused without the restriction too" : "caused by the restriction";
      refusals.push(
        `${group}, ${req.cuisine} ${req.diet} ${req.fitness_goal} (${why}): ${result.refusal.rule}`,
      );
    }
  });
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  const caused = refusedAnyway.filter((x, i) => !x && rows[i]?.result.ok === false).length;
  console.log(
    `\nAllergy set: ${all.n} people, ${all.n - all.refused} plans built, ${all.refused} refused, ${caused} of them because of the restriction (goal 0 with one or two allergies)`,
  );
  for (const r of refusals) console.log(`    refused  ${r}`);
  console.log(`\n  ${"kind".padEnd(18)} people refused  own cuisine  calorie error mean / worst`);
  for (const [name, g] of [...groups, ["all", all] as const])
    console.log(
      `  ${name.padEnd(18)} ${String(g.n).padStart(6)} ${String(g.refused).padStart(7)}  ${pctOf(mean(g.own)).padStart(11)}  ${`${mean(g.errors).toFixed(2)} / ${Math.max(0, ...g.errors).toFixed(2)} %`.padStart(26)}`,
    );
  const q = (f: number) => ms[Math.min(ms.length - 1, Math.floor(f * ms.length))] ?? Number.NaN;
  console.log(
    `  ms per plan         median ${q(0.5).toFixed(0)}   p95 ${q(0.95).toFixed(0)}   max ${Math.max(...ms).toFixed(0)}`,
  );
}
