import type { InitOptions } from "highs";
import type { PlanDay } from "../shared/plan-data";
import type { PlanRequest, PlanRequestInput } from "../shared/plan-request";
import { checkPlan } from "./check/checker";
import { refitKeeps } from "./check/refit-keeps";
import { precheck, refuse } from "./exact/diagnose";
import { getHighs } from "./exact/highs";
import { restrictionRefusal } from "./exact/restriction-refusal";
import { planHousehold } from "./household/household-plan";
import type { HouseholdEater } from "./household/household-types";
import { type FixedItem, resolveIncludes } from "./include/include-items";
import { DEFAULT_LIBRARY } from "./library/default-library";
import type { Food, Recipe } from "./library/library-types";
import { type PlanContext, warmVersions } from "./library/plan-context";
import { prepareLibrary } from "./library/prepare-library";
import { contextForRequest } from "./library/request-context";
import { roundedAlike } from "./output/day-rounding";
import { trimEnergy } from "./output/energy-trim";
import { linkLeftovers } from "./output/leftover-meals";
import { planNotes } from "./output/notes";
import { partPieceDays } from "./output/part-pieces";
import { assemblePlan, buildDay, type MealSource, recipeSource } from "./output/plan-output";
import { withPots } from "./output/pot-amounts";
import { planWeek } from "./output/week-start";
import { wholeCounts } from "./output/whole-counts";
import type { PlanResult } from "./plan-types";
import { ONE_FOOD_RELAXED_NOTE } from "./rules/same-food-rules";
import { planWithRelaxation } from "./search/rule-relaxation";
import { thirdUses } from "./search/week-state";
import { withWholePiecesAgain } from "./search/whole-pieces-again";

// The engine's public surface. Besides planning, swapping and checking, it holds what the benches and
// scripts need, since they may import nothing else of the engine (.dependency-cruiser.cjs): the library
// as plans see it (library/library-report.ts), a week of picked recipes (the random-pick baseline), the
// food table's columns and checks, the seeded draws and the words of a proved refusal.
export { checkPlan } from "./check/checker";
export { PROVED } from "./exact/diagnose";
export { getHighs } from "./exact/highs";
export { checkHouseholdPlan, type PersonProblems } from "./household/check-household";
export { householdSwapOptions, swapHouseholdMeal } from "./household/household-swap";
export type { HouseholdEater } from "./household/household-types";
export { allergenProblems } from "./library/allergen-words";
export { DEFAULT_LIBRARY } from "./library/default-library";
export {
  type EligibleRecipes,
  eligibleRecipes,
  foodById,
  hasAnimalMain,
  type LibraryRecipes,
  libraryRecipes,
  type RecipeNutrition,
  type RecipeRef,
} from "./library/library-report";
export { AISLES, type Food, PER_100G_KEYS, type Recipe } from "./library/library-types";
export type { Nutrients } from "./library/nutrients";
export type { Library } from "./library/prepare-library";
export { timeProblems } from "./library/recipe-times";
export { type PickedMeal, pickedWeek } from "./output/picked-week";
export { mondayOf } from "./output/week-start";
export type { Conditions, PlanResult, Refusal, RefusalCode, Targets } from "./plan-types";
export { parseConditions } from "./rules/conditions";
export { pieceGrams } from "./rules/countable";
export { ENGINE_VERSION } from "./rules/figures";
export { isStaple } from "./rules/same-food-rules";
export { mulberry32 } from "./search/prng";
export {
  type SwapOptionsResult,
  type SwapResult,
  type SwapTarget,
  swapMeal,
  swapOptions,
} from "./swap/swap-meal";
export { bmiOf, bmrOf, computeTargets } from "./targets/targets";

type CalendarDay = ReturnType<typeof planWeek>[number];

export interface BuildOptions {
  /** Any integer; the same request and seed always give the same plan. */
  seed: number;
  /** The plan's first day (ISO date), any weekday: the week runs seven days from it (docs/product/plans-over-time.md). */
  weekStart: string;
  foods?: readonly Food[];
  recipes?: readonly Recipe[];
  /** Where to find highs.wasm when the solver is bundled (see the worker pool). */
  highs?: InitOptions;
}

const asSource = (item: FixedItem): MealSource => ({
  type: item.mealType,
  name: item.name,
  recipeId: item.recipeId,
  cuisine: item.cuisine,
  instructions: item.instructions,
  parts: item.parts,
  servings: 1,
  includeItem: item.wish,
  minutes: { handsOn: item.handsOnMin, total: item.totalMin },
});

/**
 * Loads HiGHS, works out every recipe version a request can ask for and plans a few sample weeks, so
 * the first plans of each diet and cuisine cost no more than the rest. The benches call it; the
 * planning threads run its steps between their jobs (warmUpSteps).
 */
export async function warmUp(opts: Pick<BuildOptions, "foods" | "recipes" | "highs"> = {}): Promise<void> {
  for (const step of warmUpSteps(opts)) await step();
}

/**
 * warmUp in parts, so a planning thread can take a job between two parts rather than after the whole
 * warm-up (src/server/plan-pool/jobs-before-warm-up.ts).
 */
export function warmUpSteps(
  opts: Pick<BuildOptions, "foods" | "recipes" | "highs"> = {},
): (() => Promise<void>)[] {
  const library = {
    foods: opts.foods ?? DEFAULT_LIBRARY.foods,
    recipes: opts.recipes ?? DEFAULT_LIBRARY.recipes,
  };
  // A few plans and refusals, so the search, the proof and HiGHS's WebAssembly are compiled before
  // the first person waits for them (their first runs are several times slower than the rest).
  const plans = WARM_UP_REQUESTS.flatMap((req, i) =>
    Array.from({ length: WARM_UP_ROUNDS }, (_, round) => async () => {
      await buildWeekPlan(req, { ...opts, seed: i + round, weekStart: "2025-01-06" });
    }),
  );
  // Every recipe version last: the longest step, and the sample plans work out the commonest first.
  return [
    async () => {
      await getHighs(opts.highs);
    },
    ...plans,
    async () => warmVersions(prepareLibrary(library)),
  ];
}

/** Each warm-up request is planned this many times: the second run is still several times the third's. */
const WARM_UP_ROUNDS = 2;

/** Requests that take the engine down each of its paths: a week, a widened week, a proved refusal. */
const WARM_UP_REQUESTS: readonly PlanRequest[] = [
  {
    age: 34,
    gender: "female",
    height_cm: 165,
    weight_kg: 62,
    activity_level: "lightly_active",
    health_conditions: [],
    foods_to_include: ["tea"],
    fitness_goal: "maintain",
    cuisine: "indian",
    diet: "vegetarian",
  },
  {
    age: 29,
    gender: "male",
    height_cm: 188,
    weight_kg: 95,
    activity_level: "extremely_active",
    health_conditions: ["diabetes"],
    foods_to_include: [],
    fitness_goal: "weight_gain",
    cuisine: "mexican",
    diet: "keto",
  },
  {
    age: 51,
    gender: "male",
    height_cm: 195,
    weight_kg: 278,
    activity_level: "very_active",
    health_conditions: ["pcos"],
    foods_to_include: [],
    fitness_goal: "weight_loss",
    cuisine: "american",
    diet: "vegan",
  },
];

/**
 * One week for the owner and every household member, each member's portions on their own targets
 * (docs/product/household.md); with no members, exactly buildWeekPlan's plan.
 */
export async function buildHouseholdPlan(
  owner: PlanRequestInput | PlanRequest,
  members: readonly HouseholdEater[],
  opts: BuildOptions,
): Promise<PlanResult> {
  return planHousehold(owner, members, opts, buildWeekPlan);
}

/** Builds a 7-day plan, or a typed refusal naming the rule that blocks it (nutrition.md, issue 3). */
export async function buildWeekPlan(
  input: PlanRequestInput | PlanRequest,
  opts: BuildOptions,
  /**
   * The recipes the week may use, narrowed from the person's own: a household plan (household/)
   * plans its owner's week over the recipes every eater of a meal can share.
   */
  narrow: (ctx: PlanContext) => PlanContext = (ctx) => ctx,
): Promise<PlanResult> {
  // Read first: a start that is not a real date is the caller's mistake, found before any planning.
  const calendar = planWeek(opts.weekStart);
  const set = contextForRequest(input, opts);
  if (!set.ok) return set;
  const { req, library } = set;
  const { items: fixed, notes: includeNotes } = resolveIncludes(set.ctx);
  const seed = Math.trunc(opts.seed);
  const own = narrow(set.ctx);
  const early = precheck(own, fixed);
  if (early) return { ok: false, refusal: restrictionRefusal(own, early, seed) ?? early };

  const budgeted = planWithRelaxation(own, fixed, seed);
  const { week, step } = budgeted.outcome;
  // The week was planned within the budget as relaxed (search/cooking-budget.ts); so is its refusal.
  const ctx = budgeted.ctx;
  if (!week.ok) {
    const refused = refuse(
      await getHighs(opts.highs),
      ctx,
      fixed,
      week,
      seed,
      calendar.map((c) => c.day),
    );
    return { ok: false, refusal: restrictionRefusal(ctx, refused.refusal, seed) ?? refused.refusal };
  }

  // Whole eggs and slices (output/whole-counts.ts), then each day trimmed to its energy target
  // (output/energy-trim.ts), move a day's figures a little; where that breaks a rule of the day, the day
  // keeps the amounts it had. Where the week then fails the checker, it drops the trim, then the counts.
  const keeps = refitKeeps(ctx, budgeted.relaxedRules);
  const make = (w: Extract<typeof week, { ok: true }>) => {
    // The search plans seven days, one for each day of the calendar.
    const built = w.days.map((picks, i) =>
      buildDay(calendar[i] as CalendarDay, [
        ...picks.map((p) => recipeSource(ctx, p.slot.meal, p.facts, p.quarters / 4)),
        ...fixed.map(asSource),
      ]),
    );
    linkLeftovers(built);
    const counted = wholeCounts(built, ctx.lib.foodById, keeps);
    return { week: w, built, counted, partDays: partPieceDays(counted, ctx.lib.foodById) };
  };
  let made = make(week);
  // Days the refit leaves with part of an egg or a flatbread are searched again for whole pieces
  // (search/whole-pieces-again.ts); the week with fewer such days is kept.
  if (made.partDays.length > 0) {
    const again = withWholePiecesAgain(ctx, fixed, budgeted.outcome, seed, made.partDays);
    const other = again?.week.ok ? make(again.week) : null;
    if (other && other.partDays.length < made.partDays.length) made = other;
  }
  const { built, counted } = made;
  const third = step === "third_use" ? thirdUses(made.week.days) : [];
  const notes = [
    ...planNotes(ctx, built, includeNotes, made.week.state, step, third),
    ...(budgeted.relaxedRules.includes("one_food") ? [ONE_FOOD_RELAXED_NOTE] : []),
  ];
  const assembled = (d: typeof built) =>
    assemblePlan(ctx, d, notes, opts.weekStart, seed, {
      thirdUse: third,
      extraMinutes: budgeted.extra,
      relaxedRules: budgeted.relaxedRules,
    });
  const trimmed = trimEnergy(counted, ctx.lib.foodById, ctx.targets.calories, keeps);
  const checked = (days: PlanDay[]) => {
    const plan = assembled(days.map((d) => roundedAlike(d, ctx.lib.foodById)));
    return { plan, violations: checkPlan(plan, req, library) };
  };
  let outcome = checked(trimmed);
  if (outcome.violations.length > 0) outcome = checked(counted);
  if (outcome.violations.length > 0) outcome = checked(built);
  const { plan, violations } = outcome;
  if (violations.length > 0) {
    return {
      ok: false,
      refusal: {
        code: "plan_check_failed",
        rule: violations[0] ?? "",
        rule_id: "plan_check",
        message: `The plan failed the engine's own rule check (${violations.length} problem(s)); it is not returned.`,
        suggestion: "Try again with another seed, or report this profile to support.",
      },
    };
  }
  // Each meal cooked for later meals carries the amounts for all of it (output/pot-amounts.ts).
  return { ok: true, plan: withPots(plan, ctx) };
}
