import { buildHouseholdPlan, checkHouseholdPlan, warmUp } from "../src/planner/index";
import { ENERGY_SPLIT } from "../src/shared/nutrition-figures";
import type { PlanData } from "../src/shared/plan-data";
import { HOUSEHOLDS } from "./profiles/households";

// `npm run bench:household` (docs/product/household.md): the fixed households of
// bench/profiles/households.ts, each planned with three seeds after a warm-up: plans made, refusals
// (who and which rule), each person's mean and worst calorie error against their own target (of the
// meals at home), the share of meals cooked once for everyone who eats them, shopping lines, and
// milliseconds per household (wall clock and this process's CPU time, since the machine may be shared).

const SEEDS = [1, 2, 3];
const WEEKEND: ReadonlySet<string> = new Set(["Saturday", "Sunday"]);
const WEEK_START = "2026-11-30";

const pctile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
};
const f1 = (x: number) => x.toFixed(1);

/** Each person's day errors, in percent of their own target for the meals they eat at home. */
function calorieErrors(plan: PlanData, h: (typeof HOUSEHOLDS)[number]): number[] {
  const owner = plan.days.map(
    (d) => (100 * Math.abs(d.totals.calories - plan.total_daily_calories)) / plan.total_daily_calories,
  );
  const members = (plan.members ?? []).flatMap((m) => {
    const eater = h.members.find((x) => x.member_id === m.member_id);
    return m.days.flatMap((d) => {
      const home = WEEKEND.has(d.day) ? eater?.meals_at_home.weekend : eater?.meals_at_home.weekday;
      const share =
        1 -
        (["breakfast", "lunch", "dinner", "snack"] as const).reduce(
          (a, t) => a + (home?.includes(t) ? 0 : ENERGY_SPLIT[t]),
          0,
        );
      const target = m.targets.calories * share;
      return d.meals.length === 0 ? [] : [(100 * Math.abs(d.totals.calories - target)) / target];
    });
  });
  return [...owner, ...members];
}

/** Owner's meals (not foods to include) every member at home shares; of all the owner's meals. */
function cookedOnce(plan: PlanData): { once: number; all: number } {
  let once = 0;
  let all = 0;
  plan.days.forEach((d, i) => {
    for (const m of d.meals) {
      if (m.include_item !== undefined) continue;
      all++;
      const own = (plan.members ?? []).some((x) =>
        x.days[i]?.meals.some((y) => y.type === m.type && y.own_dish_reason),
      );
      if (!own) once++;
    }
  });
  return { once, all };
}

async function main() {
  await warmUp();
  const wall: number[] = [];
  const cpu: number[] = [];
  let made = 0;
  let broken = 0;
  const refusals: string[] = [];
  const errors: number[] = [];
  let once = 0;
  let slots = 0;
  let lines = 0;
  let people = 0;
  for (const h of HOUSEHOLDS)
    for (const seed of SEEDS) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const r = await buildHouseholdPlan(h.owner, h.members, { seed, weekStart: WEEK_START });
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
      if (!r.ok) {
        refusals.push(`${h.label} (seed ${seed}): ${r.refusal.member_id ?? "owner"} / ${r.refusal.rule_id}`);
        continue;
      }
      made++;
      people += 1 + h.members.length;
      if (checkHouseholdPlan(r.plan, h.owner, h.members).some((p) => p.problems.length > 0)) broken++;
      errors.push(...calorieErrors(r.plan, h));
      const o = cookedOnce(r.plan);
      once += o.once;
      slots += o.all;
      lines += r.plan.shopping_list.reduce((a, x) => a + x.items.length, 0);
    }
  const tried = HOUSEHOLDS.length * SEEDS.length;
  const ofFours = (xs: number[]) =>
    HOUSEHOLDS.flatMap((h, i) =>
      h.members.length === 3 ? SEEDS.map((_, s) => xs[i * SEEDS.length + s] ?? 0) : [],
    );
  const fours = ofFours(wall);
  const foursCpu = ofFours(cpu);
  console.log(
    `households: ${HOUSEHOLDS.length} × ${SEEDS.length} seeds = ${tried} plans tried, ${people} person-weeks planned`,
  );
  console.log(
    `plans made: ${made}; refusals: ${tried - made}; plans with a rule broken (checker, any person): ${broken}`,
  );
  for (const x of refusals) console.log(`  refused: ${x}`);
  console.log(
    `calorie error per person-day: mean ${f1(errors.reduce((a, b) => a + b, 0) / Math.max(1, errors.length))} %, worst ${f1(Math.max(0, ...errors))} %`,
  );
  console.log(
    `meals cooked once for everyone who eats them: ${f1((100 * once) / Math.max(1, slots))} % (${once} of ${slots})`,
  );
  console.log(`shopping lines per household plan: mean ${f1(lines / Math.max(1, made))}`);
  console.log(
    `ms per household, wall: p50 ${f1(pctile(wall, 0.5))}, p95 ${f1(pctile(wall, 0.95))}; CPU: p50 ${f1(pctile(cpu, 0.5))}, p95 ${f1(pctile(cpu, 0.95))}`,
  );
  console.log(
    `ms per household of four, wall: p50 ${f1(pctile(fours, 0.5))}, p95 ${f1(pctile(fours, 0.95))}; CPU: p50 ${f1(pctile(foursCpu, 0.5))}, p95 ${f1(pctile(foursCpu, 0.95))} (${fours.length} plans)`,
  );
}

await main();
