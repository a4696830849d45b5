import type { Highs } from "highs";
import { cookingOf } from "../../shared/cooking";
import { labelOf } from "../../shared/domain";
import { WEEKDAYS } from "../../shared/plan-data";
import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import { fmt, pct } from "../output/format";
import type { Refusal } from "../plan-types";
import { REFUSAL_ORDER, refusalFor } from "../rules/day-rules";
import * as R from "../rules/figures";
import { fixedTotals, type RuleGroup } from "../search/day-problem";
import { aloneSpec, searchAlone } from "../search/day-spec";
import { daySlots } from "../search/slots";
import type { WeekOutcome } from "../search/week-planner";
import { stateOf } from "../search/week-state";
import { computeTargets } from "../targets/targets";
import { advise } from "./advice";
import { dayIsImpossible } from "./day-model";

// Refusals name the rule that blocks a plan and what to change. Pre-checks catch the clear cases
// (no recipes, an energy target no serving sizes can reach); when a day has no solution, the day is
// searched again with one rule group left out at a time, and the first group whose removal makes the
// day solvable is the one named.

/** Added to a refusal's message when HiGHS has proved the failed day impossible (exact/day-model.ts). */
export const PROVED =
  "An exact check confirms it: no choice of recipes and serving sizes meets all of these rules together in one day.";

function words(ctx: PlanContext) {
  const diet = labelOf(ctx.req.diet).toLowerCase();
  return { diet, cuisine: labelOf(ctx.req.cuisine), T: fmt(ctx.targets.calories) };
}

/** The refusal's words when `group` is the rule that blocks (its text lives with the rule). */
export function describe(
  group: RuleGroup | "variety",
  ctx: PlanContext,
): Pick<Refusal, "rule" | "message" | "suggestion"> {
  const { diet, T } = words(ctx);
  const cooking = cookingOf(ctx.req.cooking);
  return refusalFor(group, {
    t: ctx.targets,
    diet,
    dietKey: ctx.req.diet,
    T,
    goal: ctx.req.fitness_goal,
    activity: ctx.req.activity_level,
    highBloodPressure: ctx.cond.highBloodPressure,
    budgetWeekday: cooking.weekday_minutes,
    budgetWeekend: cooking.weekend_minutes,
  });
}

/**
 * After the week search leaves a day broken: if the day works on its own, the weekly rules block it;
 * otherwise the day is searched again with one rule group left out at a time, and the first group
 * whose removal makes it solvable is named. HiGHS proves the day impossible where it can (exact/
 * day-model.ts), and the message then says so.
 */
export function refuse(
  highs: Highs,
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  failed: Extract<WeekOutcome, { ok: false }>,
  seed: number,
  /** The plan's weekday names in order, from its start day (docs/product/plans-over-time.md). */
  dayNames: readonly string[] = WEEKDAYS,
): { ok: false; refusal: Refusal } {
  const day = failed.failedDay;
  const alone = failed.alone === undefined ? searchAlone(ctx, fixed, day, seed) : failed.alone;
  /** The refusal naming `g`; `proof` is added to its message when HiGHS has proved the day impossible. */
  const named = (g: RuleGroup | "variety", proof = "") => {
    const { rule, message } = describe(g, ctx);
    const { suggestion, change } = advise(ctx, g, day, seed);
    return {
      ok: false as const,
      refusal: {
        code: "rules_conflict" as const,
        rule,
        rule_id: g,
        message: message + proof,
        suggestion,
        change,
        ...(proof ? { proved: true as const } : {}),
      },
    };
  };
  if (alone?.hard === 0) {
    // The day works on its own: the week's variety or weekly counts block it.
    const st = stateOf(failed.days, fixed);
    if (ctx.req.diet === "mediterranean" && st.fishMeals < R.MED_FISH_MEALS_MIN) return named("fish");
    if (ctx.targets.iodineDaily && ctx.req.diet !== "vegan" && st.iodineDays < R.THYROID_IODINE_DAYS_MIN) {
      return named("iodine");
    }
    return named("variety");
  }
  // Said only when HiGHS has proved it; otherwise the search did not find a day, which is likely but not certain.
  const proof = dayIsImpossible(highs, aloneSpec(ctx, fixed, day, seed)) ? ` ${PROVED}` : "";
  // The rules the best attempt broke are tried first; the first whose removal solves the day is named.
  const broken = alone?.broken ?? [];
  for (const g of [
    ...REFUSAL_ORDER.filter((g) => broken.includes(g)),
    ...REFUSAL_ORDER.filter((g) => !broken.includes(g)),
  ]) {
    if (searchAlone(ctx, fixed, day, seed, new Set([g]))?.hard === 0) return named(g, proof);
  }
  const { diet, T } = words(ctx);
  const { suggestion, change } = advise(ctx, "energy", day, seed);
  return {
    ok: false,
    refusal: {
      code: "rules_conflict",
      rule: "Several rules together",
      rule_id: "several",
      message: `On ${dayNames[day]}, no combination of ${diet} recipes meets ${T} kcal together with your protein, fat, carbohydrate, sodium and health rules; no single rule is to blame.${proof}`,
      suggestion,
      change,
      ...(proof ? { proved: true as const } : {}),
    },
  };
}

/** For a target above the largest day: a goal that brings it within reach, when there is one. */
function lowerTarget(ctx: PlanContext, high: number): Pick<Refusal, "suggestion" | "change"> {
  for (const goal of ["maintain", "weight_loss"] as const) {
    const alt = computeTargets({ ...ctx.req, fitness_goal: goal }, ctx.cond);
    const kcal = alt.ok ? alt.targets.calories : Number.POSITIVE_INFINITY;
    if (kcal < ctx.targets.calories && kcal * (1 - R.SOLVER_KCAL_TOLERANCE) <= high)
      return {
        suggestion: `The ${labelOf(goal)} goal (${fmt(kcal)} kcal a day) is within what we can plan.`,
        change: { field: "fitness_goal", value: goal },
      };
  }
  return {
    suggestion:
      "Check the weight, height and activity level in your profile: no goal brings this target within what our recipes can reach.",
    change: { field: "body" },
  };
}

/** Clear cases found before any solve: a meal type with no recipes, or an unreachable energy target. */
export function precheck(ctx: PlanContext, fixed: readonly FixedItem[]): Refusal | null {
  const { diet, cuisine, T } = words(ctx);
  for (const meal of ["breakfast", "lunch", "dinner"] as const) {
    if (ctx.eligibleByMeal[meal].length === 0) {
      return {
        code: "no_recipes",
        rule: `Breakfast, lunch and dinner every day (${diet})`,
        rule_id: "no_recipes",
        message: `We have no ${meal} recipes that fit the ${diet} food preference and your health rules yet.`,
        suggestion: "Choose another food preference.",
        change: { field: "diet" },
      };
    }
  }
  const kcal = (meal: "breakfast" | "lunch" | "dinner" | "snack") =>
    ctx.eligibleByMeal[meal].map((f) => f.perServing.kcal);
  const F = fixedTotals(fixed).kcal;
  const meals = ["breakfast", "lunch", "dinner"] as const;
  const low = meals.reduce((a, m) => a + Math.min(...kcal(m)) * R.SERVINGS_MIN, F);
  const snacks = kcal("snack");
  const slots = daySlots(ctx, false).length - meals.length;
  const high =
    meals.reduce((a, m) => a + Math.max(...kcal(m)) * R.SERVINGS_MAX, F) +
    (snacks.length ? Math.max(...snacks) * R.SERVINGS_MAX * slots : 0);
  const T0 = ctx.targets.calories;
  if (T0 * (1 + R.SOLVER_KCAL_TOLERANCE) < low) {
    return {
      code: "energy_too_low",
      rule: `Each day within ±${pct(R.KCAL_TOLERANCE)} of ${T} kcal, at ${R.SERVINGS_MIN}–${R.SERVINGS_MAX} servings of 3–5 meals`,
      rule_id: "energy_range",
      change: { field: "body" },
      message: `Your target of ${T} kcal is below the smallest day we can plan: about ${fmt(low)} kcal (half servings of the lightest ${diet} breakfast, lunch and dinner${F > 0 ? ", plus your foods to include" : ""}).`,
      suggestion:
        "Check the age, height and weight in your profile; a target this low needs a clinician's supervision rather than a generated plan.",
    };
  }
  if (T0 * (1 - R.SOLVER_KCAL_TOLERANCE) > high) {
    return {
      code: "energy_too_high",
      rule: `Each day within ±${pct(R.KCAL_TOLERANCE)} of ${T} kcal, at ${R.SERVINGS_MIN}–${R.SERVINGS_MAX} servings of 3–5 meals`,
      rule_id: "energy_range",
      message: `Your target of ${T} kcal is above the largest day we can plan: about ${fmt(high)} kcal (double servings of the richest ${diet} ${cuisine === "" ? "" : "recipes"} for three meals and ${slots} snacks).`,
      ...lowerTarget(ctx, high),
    };
  }
  return null;
}
