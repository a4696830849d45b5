import { describe, expect, it, vi } from "vitest";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import { resolveIncludes } from "../include/include-items";
import { buildWeekPlan } from "../index";
import { DEFAULT_LIBRARY } from "../library/default-library";
import { prepareLibrary, type RecipeFacts } from "../library/prepare-library";
import { contextForRequest } from "../library/request-context";
import { countedPieces } from "../rules/countable";
import { LEFTOVER_MEALS_WEEK_MIN } from "../rules/leftovers";
import { withPlanBudget } from "../search/cooking-budget";
import { readStoredWeek } from "../swap/swap-week";
import { BASE_REQUEST } from "../test-support/fixtures";
import type { DaySpec } from "./day-problem";
import { DayScorer } from "./day-score";
import { weekLines } from "./shorter-list";
import { stateOf } from "./week-state";

// What the week's search aims for beyond the rules (issue 22): few lines to buy (the overlap term,
// rules/shopping-overlap.ts), leftovers in every week (rules/leftovers.ts) and portions that come out
// in whole eggs, slices and flatbreads (rules/countable.ts). The terms are read through a switch so
// the same seed can be planned, or the same day scored, with a term and without it.

const off = vi.hoisted(() => ({
  lines: false,
  pieces: false,
  growth: false,
  often: false,
  pass: false,
  longPasses: false,
  redraw: false,
  recipesOut: false,
  allOut: false,
  pantry: false,
  sameDay: false,
}));
vi.mock("./shorter-list", async (load) => {
  const real = await load<typeof import("./shorter-list")>();
  return {
    ...real,
    // search/cooking-budget.ts reads the bound to decide on another draw of a long week.
    get LIST_MAX() {
      return off.redraw ? Number.POSITIVE_INFINITY : real.LIST_MAX;
    },
    withShorterList: ((ctx, fixed, outcome, seed, passes) =>
      off.pass
        ? outcome
        : real.withShorterList(
            ctx,
            fixed,
            outcome,
            seed,
            off.longPasses ? 0 : passes,
          )) as typeof real.withShorterList,
  };
});
vi.mock("./recipe-out", async (load) => {
  const real = await load<typeof import("./recipe-out")>();
  return {
    ...real,
    withRecipesOut: ((ctx, fixed, days, rules, seed, max, terms) =>
      off.recipesOut || (off.allOut && terms.bound === "in_all")
        ? false
        : real.withRecipesOut(ctx, fixed, days, rules, seed, max, terms)) as typeof real.withRecipesOut,
  };
});
vi.mock("../rules/shopping-overlap", async (load) => {
  const real = await load<typeof import("../rules/shopping-overlap")>();
  return {
    ...real,
    newLineCost: (share: number, held = 0) =>
      off.lines ? 0 : real.newLineCost(share, off.growth ? 0 : held),
    newPantryLineCost: (held: number) => (off.pantry ? 0 : real.newPantryLineCost(held)),
  };
});
vi.mock("../rules/variety", async (load) => {
  const real = await load<typeof import("../rules/variety")>();
  return {
    ...real,
    get W_SAME_DAY() {
      return off.sameDay ? 0 : real.W_SAME_DAY;
    },
  };
});
vi.mock("../rules/leftovers", async (load) => {
  const real = await load<typeof import("../rules/leftovers")>();
  return { ...real, oftenCost: (eaten: number) => (off.often ? 0 : real.oftenCost(eaten)) };
});
vi.mock("../rules/countable", async (load) => {
  const real = await load<typeof import("../rules/countable")>();
  return {
    ...real,
    get W_PART_PIECE() {
      return off.pieces ? 0 : real.W_PART_PIECE;
    },
    get W_PART_REFIT() {
      return off.pieces ? 0 : real.W_PART_REFIT;
    },
  };
});

const WEEK_START = "2026-11-30";

/** People of several cuisines and diets, default cooking settings. */
const PEOPLE: PlanRequest[] = [
  { ...BASE_REQUEST },
  { ...BASE_REQUEST, cuisine: "mexican", diet: "vegetarian", gender: "male", weight_kg: 82, height_cm: 180 },
  { ...BASE_REQUEST, cuisine: "indian", diet: "non_vegetarian", fitness_goal: "weight_gain" },
  { ...BASE_REQUEST, cuisine: "european", diet: "non_vegetarian", fitness_goal: "weight_gain", age: 24 },
  { ...BASE_REQUEST, cuisine: "middle_eastern", diet: "vegan", fitness_goal: "weight_loss", weight_kg: 90 },
];

async function planFor(req: PlanRequest, seed: number): Promise<PlanData> {
  const r = await buildWeekPlan(req, { seed, weekStart: WEEK_START });
  if (!r.ok) throw new Error(r.refusal.message);
  return r.plan;
}

/** A tall man gaining weight: two snacks a day and more recipes, the weeks with the longest lists. */
const HIGH = {
  gender: "male" as const,
  height_cm: 190,
  weight_kg: 95,
  fitness_goal: "weight_gain" as const,
};

/**
 * bench:practical's realistic person #162 with her seed: a diabetic vegetarian of 75 with high blood
 * pressure, losing weight on a high target; a long list to buy and a long list in all.
 */
const AMERICAN_163: [PlanRequest, number] = [
  {
    ...BASE_REQUEST,
    age: 75,
    height_cm: 175,
    weight_kg: 108.6,
    activity_level: "very_active",
    health_conditions: ["diabetes", "high_blood_pressure"],
    foods_to_include: ["tea"],
    fitness_goal: "weight_loss",
    cuisine: "american",
    diet: "vegetarian",
  },
  163,
];

const WOMAN = { ...BASE_REQUEST, gender: "female" as const, foods_to_include: [] };
const GAINING = { ...WOMAN, fitness_goal: "weight_gain" as const };
/** bench:practical's realistic person #160 (seed 2025) with her seed: 5,000 kcal, thyroid. */
const INDIAN_161: [PlanRequest, number] = [
  {
    ...GAINING,
    age: 27,
    height_cm: 186,
    weight_kg: 152.2,
    activity_level: "extremely_active",
    health_conditions: ["thyroid"],
    cuisine: "indian",
    diet: "mediterranean",
  },
  161,
];
/** Person #162 of the draw of seed 99, with his seed: 208 cm and 175 kg, losing weight, vegetarian. */
const TALL_163: [PlanRequest, number] = [
  {
    ...BASE_REQUEST,
    age: 40,
    gender: "male",
    height_cm: 208,
    weight_kg: 175.4,
    activity_level: "extremely_active",
    health_conditions: [],
    foods_to_include: ["dark_chocolate"],
    fitness_goal: "weight_loss",
    cuisine: "american",
    diet: "vegetarian",
  },
  163,
];
/** Person #215 of the draw of seed 99, with his seed: 202 cm and 178 kg, Mediterranean diet. */
const ASIAN_216: [PlanRequest, number] = [
  {
    ...BASE_REQUEST,
    age: 35,
    gender: "male",
    height_cm: 202,
    weight_kg: 178.2,
    activity_level: "very_active",
    health_conditions: [],
    foods_to_include: ["dark_chocolate"],
    fitness_goal: "maintain",
    cuisine: "asian",
    diet: "mediterranean",
  },
  216,
];
/** Person #247 of the draw of seed 7, with his seed: a paleo athlete gaining weight, coffee. */
const MEXICAN_248: [PlanRequest, number] = [
  {
    ...BASE_REQUEST,
    age: 25,
    gender: "male",
    height_cm: 164,
    weight_kg: 112.8,
    activity_level: "extremely_active",
    health_conditions: [],
    foods_to_include: ["coffee"],
    fitness_goal: "weight_gain",
    cuisine: "mexican",
    diet: "paleo",
  },
  248,
];
/** Person #235 of the draw of seed 7, with her seed: a diabetic vegetarian gaining weight, coffee. */
const MEXICAN_236: [PlanRequest, number] = [
  {
    ...GAINING,
    age: 20,
    height_cm: 170,
    weight_kg: 122.7,
    activity_level: "extremely_active",
    health_conditions: ["diabetes"],
    foods_to_include: ["coffee"],
    cuisine: "mexican",
    diet: "vegetarian",
  },
  236,
];
/** Person #58 of the draw of seed 7, with his seed: an athlete gaining weight who drinks tea. */
const ASIAN_59: [PlanRequest, number] = [
  {
    ...BASE_REQUEST,
    age: 37,
    gender: "male",
    height_cm: 191,
    weight_kg: 93.1,
    activity_level: "extremely_active",
    health_conditions: [],
    foods_to_include: ["tea"],
    fitness_goal: "weight_gain",
    cuisine: "asian",
    diet: "non_vegetarian",
  },
  59,
];

const linesToBuy = (plan: PlanData) =>
  plan.shopping_list.flatMap((a) => a.items).filter((x) => !x.pantry).length;
const linesInAll = (plan: PlanData) => plan.shopping_list.flatMap((a) => a.items).length;

/** Each person's lines to buy with a term on and with it off (`off[term]`), seeds from `seed0` on. */
const withAndWithout = (people: readonly PlanRequest[], term: keyof typeof off, seed0: number) =>
  seededWithAndWithout(
    people.map((req, i): [PlanRequest, number] => [req, i + seed0]),
    term,
  );

/**
 * Lines (to buy, unless `count` says otherwise) of people planned with their own seeds, with a switch
 * of `off` on and off; `held` switches stay off throughout, so the one step is measured alone.
 */
async function seededWithAndWithout(
  people: readonly [PlanRequest, number][],
  term: keyof typeof off,
  held: readonly (keyof typeof off)[] = [],
  count: (plan: PlanData) => number = linesToBuy,
) {
  const on: number[] = [];
  const without: number[] = [];
  for (const h of held) off[h] = true;
  try {
    for (const [req, seed] of people) {
      on.push(count(await planFor(req, seed)));
      off[term] = true;
      without.push(count(await planFor(req, seed)));
      off[term] = false;
    }
  } finally {
    for (const h of held) off[h] = false;
    off[term] = false;
  }
  return { on, without };
}

describe("a short shopping list", () => {
  it("the overlap term plans the same people with fewer lines to buy", async () => {
    const { on: with_, without } = await withAndWithout(PEOPLE, "lines", 1);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    // Measured: 2 to 18 lines fewer a week for each of these people (169 against 221 in all).
    expect(sum(with_)).toBeLessThan(sum(without) - 2 * PEOPLE.length);
    with_.forEach((n, i) => {
      expect(n).toBeLessThanOrEqual((without[i] as number) + 1);
    });
  }, 120_000);

  it("a long list pays more for each further line, so the longest weeks shorten", async () => {
    // People on high targets: two snacks a day and more recipes, the weeks with the longest lists.
    const tall = HIGH;
    const high: PlanRequest[] = [
      { ...BASE_REQUEST, ...tall, cuisine: "asian" },
      { ...BASE_REQUEST, ...tall, cuisine: "american", activity_level: "very_active" },
      { ...BASE_REQUEST, ...tall, cuisine: "italian", diet: "vegetarian" },
      { ...BASE_REQUEST, ...tall, cuisine: "indian", diet: "mediterranean" },
      { ...BASE_REQUEST, ...tall, cuisine: "european", diet: "paleo" },
      {
        ...BASE_REQUEST,
        ...tall,
        cuisine: "mexican",
        diet: "non_vegetarian",
        health_conditions: ["diabetes"],
      },
    ];
    const { on: grown, without: flat } = await withAndWithout(high, "growth", 3);
    // The weeks over 30 lines shorten in all; a week may trade a line or two for its other goals.
    const over = (xs: number[]) => xs.reduce((a, n) => a + Math.max(0, n - 30), 0);
    expect(over(grown)).toBeLessThan(over(flat));
    expect(grown.reduce((a, b) => a + b, 0)).toBeLessThan(flat.reduce((a, b) => a + b, 0));
  }, 120_000);

  it("a long week's days searched again around the whole week buy fewer lines", async () => {
    // Four of bench:practical's realistic people whose weeks bought 43 to 45 lines without the pass,
    // with their seeds: women on the highest targets, two snacks a day.
    const woman = { ...BASE_REQUEST, gender: "female" as const, activity_level: "extremely_active" as const };
    const gain = { ...woman, fitness_goal: "weight_gain" as const, foods_to_include: [] };
    const long: [PlanRequest, number][] = [
      [
        {
          ...gain,
          age: 52,
          height_cm: 172,
          weight_kg: 126.2,
          health_conditions: ["thyroid"],
          foods_to_include: ["dark_chocolate"],
          cuisine: "american",
          diet: "vegetarian",
        },
        20,
      ],
      [
        {
          ...gain,
          age: 59,
          height_cm: 164,
          weight_kg: 115.5,
          health_conditions: ["pcos"],
          cuisine: "mediterranean",
          diet: "vegetarian",
        },
        38,
      ],
      [
        {
          ...gain,
          age: 27,
          height_cm: 186,
          weight_kg: 152.2,
          health_conditions: ["thyroid"],
          cuisine: "indian",
          diet: "mediterranean",
        },
        161,
      ],
      [
        {
          ...gain,
          age: 23,
          height_cm: 175,
          weight_kg: 62.5,
          health_conditions: ["diabetes", "high_blood_pressure"],
          cuisine: "italian",
          diet: "vegetarian",
        },
        218,
      ],
    ];
    // Another draw of a long week (search/cooking-budget.ts) would blur what the pass alone does.
    const { on: passed, without } = await seededWithAndWithout(long, "pass", ["redraw"]);
    // The pass keeps a day only when the week buys fewer lines, so no week gets longer, and the long
    // weeks shorten (measured: 38, 40, 36 and 39 lines against 45, 45, 44 and 43 without the pass).
    passed.forEach((n, i) => {
      expect(n).toBeLessThanOrEqual(without[i] as number);
    });
    expect(passed.reduce((a, b) => a + b, 0)).toBeLessThan(
      without.reduce((a, b) => a + b, 0) - 2 * long.length,
    );
  }, 120_000);

  it("a week still over 40 lines after that pass is searched again from every recipe", async () => {
    // Three of bench:practical's realistic people whose weeks bought 43 to 53 lines after the first
    // pass (no later step), with their seeds: high targets, all three diabetic.
    const man = { ...BASE_REQUEST, gender: "male" as const };
    const long: [PlanRequest, number][] = [
      AMERICAN_163,
      [
        {
          ...man,
          age: 71,
          height_cm: 179,
          weight_kg: 139.8,
          activity_level: "extremely_active",
          health_conditions: ["diabetes"],
          foods_to_include: ["coffee"],
          fitness_goal: "maintain",
          cuisine: "asian",
          diet: "non_vegetarian",
        },
        204,
      ],
      [
        {
          ...man,
          age: 56,
          height_cm: 195,
          weight_kg: 133.4,
          activity_level: "very_active",
          health_conditions: ["diabetes", "high_blood_pressure"],
          foods_to_include: [],
          fitness_goal: "weight_gain",
          cuisine: "indian",
          diet: "mediterranean",
        },
        17,
      ],
    ];
    const { on: passed, without } = await seededWithAndWithout(long, "longPasses", ["redraw", "recipesOut"]);
    // Without the passes each buys more than 40 lines; with them none does.
    expect(without.every((n) => n > 40)).toBe(true);
    expect(passed.every((n) => n <= 40)).toBe(true);
  }, 120_000);

  it("a week still over 40 lines after every pass is planned again from another draw", async () => {
    // Three of bench:practical's realistic people (three draws) whose weeks bought 41 to 43 lines
    // after every pass (no recipe taken out), with their seeds: high targets.
    const long: [PlanRequest, number][] = [INDIAN_161, TALL_163, MEXICAN_248];
    const { on: redrawn, without } = await seededWithAndWithout(long, "redraw", ["recipesOut"]);
    expect(without.every((n) => n > 40)).toBe(true);
    expect(redrawn.every((n) => n <= 40)).toBe(true);
  }, 120_000);

  it("a week still over 40 lines after every pass has a recipe taken out of each day it is in at once", async () => {
    // Three of bench:practical's realistic people whose weeks bought 43 to 46 lines after every pass
    // (another draw held off): a line two days buy leaves the list only when both days change.
    const long: [PlanRequest, number][] = [INDIAN_161, ASIAN_216, MEXICAN_236];
    const { on: out, without } = await seededWithAndWithout(long, "recipesOut", ["redraw"]);
    expect(without.every((n) => n > 40)).toBe(true);
    expect(out.every((n) => n <= 40)).toBe(true);
  }, 120_000);

  it("a week over 55 lines in all has a recipe taken out for the whole list, still within 40 to buy", async () => {
    // Three diabetic vegans of bench:practical's draws (seeds 2025 and 99) whose weeks listed 58 to
    // 66 lines in all, 35 to 39 of them to buy, without the move.
    const vegan = { ...BASE_REQUEST, diet: "vegan" as const, health_conditions: ["diabetes" as const] };
    const people: [PlanRequest, number][] = [
      [
        {
          ...vegan,
          age: 27,
          gender: "female",
          height_cm: 189,
          weight_kg: 96.9,
          activity_level: "moderately_active",
          health_conditions: ["diabetes", "high_blood_pressure"],
          foods_to_include: [],
          fitness_goal: "maintain",
          cuisine: "american",
        },
        171,
      ],
      [
        {
          ...vegan,
          age: 39,
          gender: "male",
          height_cm: 186,
          weight_kg: 143.3,
          activity_level: "extremely_active",
          foods_to_include: [],
          fitness_goal: "weight_loss",
          cuisine: "american",
        },
        25,
      ],
      [
        {
          ...vegan,
          age: 43,
          gender: "female",
          height_cm: 153,
          weight_kg: 104.6,
          activity_level: "very_active",
          foods_to_include: [],
          fitness_goal: "maintain",
          cuisine: "american",
        },
        171,
      ],
    ];
    const { on: out, without } = await seededWithAndWithout(people, "allOut", [], linesInAll);
    expect(without.every((n) => n > 55)).toBe(true);
    expect(out.every((n) => n <= 55)).toBe(true);
    for (const [req, seed] of people) expect(linesToBuy(await planFor(req, seed))).toBeLessThanOrEqual(40);
  }, 120_000);

  it("the foods to include are lines the bound counts: a tea drinker's tea is one of his 40", async () => {
    const [req, seed] = ASIAN_59;
    const plan = await planFor(req, seed);
    const set = contextForRequest(req, { weekStart: WEEK_START });
    if (!set.ok) throw new Error("no context");
    const week = readStoredWeek(withPlanBudget(set.ctx, plan), plan);
    if (typeof week === "string") throw new Error(week);
    const fixed = resolveIncludes(set.ctx).items;
    expect(fixed.length).toBe(1);
    expect(weekLines(week.days, fixed, set.ctx.lib.foodById).size).toBe(linesToBuy(plan));
    expect(weekLines(week.days).size).toBe(linesToBuy(plan) - 1);
  }, 60_000);

  it("pantry lines cost a share of a line, so the longest lists in all shorten", async () => {
    // Four of bench:practical's realistic people (seed 2025) whose weeks listed 52 to 64 lines in all
    // without the term, with their seeds: spices and oils are lines too, which a person checks or buys.
    const man = { ...BASE_REQUEST, gender: "male" as const, foods_to_include: [] };
    const gain = { ...man, fitness_goal: "weight_gain" as const };
    const people: [PlanRequest, number][] = [
      [
        {
          ...gain,
          age: 30,
          height_cm: 186,
          weight_kg: 140,
          activity_level: "moderately_active",
          health_conditions: ["high_blood_pressure"],
          cuisine: "european",
          diet: "vegan",
        },
        278,
      ],
      [
        {
          ...gain,
          age: 32,
          height_cm: 185,
          weight_kg: 90.9,
          activity_level: "extremely_active",
          health_conditions: [],
          cuisine: "indian",
          diet: "paleo",
        },
        289,
      ],
      [
        {
          ...gain,
          age: 23,
          gender: "female",
          height_cm: 175,
          weight_kg: 62.5,
          activity_level: "extremely_active",
          health_conditions: ["diabetes", "high_blood_pressure"],
          cuisine: "italian",
          diet: "vegetarian",
        },
        218,
      ],
      [
        {
          ...man,
          age: 58,
          height_cm: 195,
          weight_kg: 150.8,
          activity_level: "extremely_active",
          health_conditions: ["thyroid"],
          fitness_goal: "weight_loss",
          cuisine: "mexican",
          diet: "mediterranean",
        },
        106,
      ],
    ];
    const { on: priced, without: free } = await seededWithAndWithout(
      people,
      "pantry",
      ["allOut"],
      linesInAll,
    );
    // Measured: 48, 45, 43 and 42 lines in all against 64, 58, 53 and 52 with pantry lines free.
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(priced)).toBeLessThan(sum(free) - 4 * people.length);
  }, 120_000);

  it("a week does not eat the same day twice where one dish changed will do", async () => {
    // Routine breakfasts and snacks with two cookings eaten over three days made Saturday Sunday.
    const sameDays = (plan: PlanData) => {
      const menus = plan.days.map((d) =>
        d.meals
          .filter((m) => m.include_item === undefined)
          .map((m) => m.recipe_id)
          .sort()
          .join("+"),
      );
      return menus.reduce((n, m, i) => n + menus.slice(i + 1).filter((x) => x === m).length, 0);
    };
    const varied: number[] = [];
    const plain: number[] = [];
    for (const [i, req] of [...PEOPLE, { ...BASE_REQUEST, ...HIGH }].entries()) {
      varied.push(sameDays(await planFor(req, i + 1)));
      off.sameDay = true;
      plain.push(sameDays(await planFor(req, i + 1)));
      off.sameDay = false;
    }
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(plain)).toBeGreaterThan(2);
    expect(sum(varied)).toBeLessThan(sum(plain) / 2);
  }, 120_000);

  it("the lines the search counts are the lines the shopping list has to buy", async () => {
    const req = PEOPLE[1] as PlanRequest;
    const plan = await planFor(req, 7);
    const set = contextForRequest(req, { weekStart: WEEK_START });
    if (!set.ok) throw new Error("no context");
    const week = readStoredWeek(withPlanBudget(set.ctx, plan), plan);
    if (typeof week === "string") throw new Error(week);
    const held = stateOf(week.days, []).bought;
    expect(held.size).toBe(linesToBuy(plan));
    // The scorer's count for a day: the lines it adds to the other six, each once.
    for (let day = 0; day < 7; day++) {
      const others = new Set(stateOf(week.days, [], day).bought.keys());
      const picks = week.days[day] ?? [];
      const spec = {
        targets: set.ctx.targets,
        slots: picks.map((p) => ({ spec: p.slot, candidates: [p.facts] })),
        fixed: [],
        costOf: () => 0,
        lowGl: false,
        iodine: "off",
        requireFish: false,
        redMeatBudget: Number.POSITIVE_INFINITY,
        cookingBudget: Number.POSITIVE_INFINITY,
        bought: others,
      } satisfies DaySpec;
      const sc = new DayScorer(spec);
      const pick = Int32Array.from(picks, (_, i) => i);
      const q = Int8Array.from(picks, (p) => p.quarters);
      const own = new Set(picks.flatMap((p) => p.facts.buys));
      const added = [...own].filter((id) => !others.has(id)).length;
      sc.score(pick, q);
      expect(sc.newLines, `day ${day}`).toBe(added);
      // Scored again, the same state counts the same: nothing is left over from the first call.
      sc.score(pick, q);
      expect(sc.newLines).toBe(added);
    }
  }, 60_000);
});

describe("leftovers in every week", () => {
  it(`every week of these people has at least ${LEFTOVER_MEALS_WEEK_MIN} leftover meals`, async () => {
    for (const [i, req] of PEOPLE.entries()) {
      const plan = await planFor(req, 100 + i);
      const left = plan.days.flatMap((d) => d.meals).filter((m) => m.leftover_of).length;
      expect(left, `${req.cuisine} ${req.diet}`).toBeGreaterThanOrEqual(LEFTOVER_MEALS_WEEK_MIN);
    }
  }, 60_000);

  it("none with leftovers turned off", async () => {
    const req = { ...BASE_REQUEST, cooking: { weekday_minutes: 60, weekend_minutes: 75, leftovers: false } };
    const plan = await planFor(req, 3);
    expect(plan.days.flatMap((d) => d.meals).some((m) => m.leftover_of)).toBe(false);
  }, 30_000);
});

describe("whole eggs, slices and flatbreads", () => {
  const library = prepareLibrary(DEFAULT_LIBRARY);
  /** A breakfast of two eggs a serving, and no other counted food. */
  const twoEggs = library.recipes.find((f) => {
    const counted = countedPieces(f.parts);
    return (
      f.recipe.meals.includes("breakfast") &&
      f.parts.some((p) => p.food.id === "egg") &&
      counted.length === 1 &&
      Math.abs((counted[0]?.pieces ?? 0) - 2) < 1e-9
    );
  });

  /** The term's cost of a day of one meal, `facts` at `quarters` quarter-servings. */
  function pieceCost(facts: RecipeFacts, quarters: number): number {
    const set = contextForRequest(BASE_REQUEST, { weekStart: WEEK_START });
    if (!set.ok) throw new Error("no context");
    const spec = {
      targets: set.ctx.targets,
      slots: [{ spec: { key: "breakfast", meal: "breakfast", required: true }, candidates: [facts] }],
      fixed: [],
      costOf: () => 0,
      lowGl: false,
      iodine: "off",
      requireFish: false,
      redMeatBudget: Number.POSITIVE_INFINITY,
      cookingBudget: Number.POSITIVE_INFINITY,
      wholePieces: true,
    } satisfies DaySpec;
    const score = () => new DayScorer(spec).score(Int32Array.of(0), Int8Array.of(quarters));
    off.pieces = true;
    const without = score();
    off.pieces = false;
    return score() - without;
  }

  it("the search charges a portion with part of an egg, and not one of whole eggs", () => {
    if (!twoEggs) throw new Error("the library has no breakfast of two eggs a serving");
    // Two eggs a serving: a half serving is one egg, a whole two; three quarters one and a half.
    expect(pieceCost(twoEggs, 2)).toBe(0);
    expect(pieceCost(twoEggs, 4)).toBe(0);
    expect(pieceCost(twoEggs, 3)).toBeGreaterThan(0);
    expect(pieceCost(twoEggs, 5)).toBeGreaterThan(0);
    // Half an egg off costs more than a quarter off.
    expect(pieceCost(twoEggs, 3)).toBeGreaterThan(pieceCost(twoEggs, 5) / 2);
  });
});

describe("a week of more than two dishes", () => {
  it("eats no dish at six of its main meals where other dishes will do", async () => {
    // An active woman, Middle Eastern vegetarian: without the term, weeks cooked two stews twice each
    // for two later meals, and ate each at six of the 21 main meals.
    const req: PlanRequest = {
      ...BASE_REQUEST,
      age: 29,
      height_cm: 166,
      weight_kg: 58,
      activity_level: "very_active",
      cuisine: "middle_eastern",
      diet: "vegetarian",
    };
    const most = (plan: PlanData) => {
      const n = new Map<string, number>();
      for (const m of plan.days.flatMap((d) => d.meals))
        if (m.include_item === undefined && m.type !== "snack")
          n.set(m.recipe_id, (n.get(m.recipe_id) ?? 0) + 1);
      return Math.max(...n.values());
    };
    const without: number[] = [];
    const withTerm: number[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      off.often = true;
      without.push(most(await planFor(req, seed)));
      off.often = false;
      withTerm.push(most(await planFor(req, seed)));
    }
    // Without the term some week eats one dish at six meals; with it none does, and the weeks repeat less.
    expect(Math.max(...without)).toBe(6);
    expect(Math.max(...withTerm)).toBeLessThan(6);
    expect(withTerm.reduce((a, b) => a + b, 0)).toBeLessThan(without.reduce((a, b) => a + b, 0));
  }, 60_000);
});
