import type { Highs } from "highs";
import { type FitnessGoal, labelOf } from "../../shared/domain";
import { WEEKDAYS } from "../../shared/plan-data";
import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import { fmt, pct } from "../output/format";
import type { Refusal } from "../plan-types";
import * as R from "../rules/figures";
import { type DayPick, fixedTotals, type RuleGroup } from "../search/day-problem";
import { aloneSpec, searchAlone } from "../search/day-spec";
import { daySlots } from "../search/slots";
import { improveWeek, type WeekOutcome } from "../search/week-planner";
import { stateOf, type WeekState } from "../search/week-state";
import { solveDay } from "./day-model";

// Refusals name the rule that blocks a plan and what to change. Pre-checks catch the clear cases
// (no recipes, an energy target no serving sizes can reach); when a day has no solution, the day is
// re-solved with one rule group left out at a time, and the first group whose removal makes the day
// solvable is the one named.

function words(ctx: PlanContext) {
  const diet = labelOf(ctx.req.diet).toLowerCase();
  return { diet, cuisine: labelOf(ctx.req.cuisine), T: fmt(ctx.targets.calories) };
}

/** "1.6" for weight loss: the goal's protein per kg as the suggestions write it. */
const perKg = (goal: FitnessGoal) => R.PROTEIN_G_PER_KG[goal].toFixed(1);

const ANOTHER = "Choose another cuisine or a less restrictive food preference, or a different goal.";

export function describe(group: RuleGroup | "variety", ctx: PlanContext): Omit<Refusal, "code"> {
  const t = ctx.targets;
  const { diet, T } = words(ctx);
  switch (group) {
    case "energy":
      return {
        rule: `Each day within ±${pct(R.KCAL_TOLERANCE)} of ${T} kcal`,
        message: `No day of ${diet} recipes at ${R.SERVINGS_MIN}–${R.SERVINGS_MAX} servings lands within ±${pct(R.KCAL_TOLERANCE)} of ${T} kcal while meeting the other rules.`,
        suggestion: ANOTHER,
      };
    case "protein":
      return {
        rule: `Protein at least ${pct(R.PROTEIN_MIN_FRACTION)} of the target (${fmt(t.proteinMin_g)} of ${fmt(t.protein_g)} g a day)`,
        message: `Our ${diet} recipes cannot reach ${fmt(t.proteinMin_g)} g of protein within ${T} kcal and the fat, carbohydrate and sodium limits.`,
        suggestion:
          ctx.req.fitness_goal === "maintain"
            ? ANOTHER
            : ctx.req.diet === "vegan" || ctx.req.diet === "vegetarian"
              ? `A food preference that allows dairy, eggs or fish, or the Maintain goal (${perKg("maintain")} g protein per kg), makes the protein target reachable.`
              : `The Maintain goal (${perKg("maintain")} g protein per kg instead of ${perKg(ctx.req.fitness_goal)}) makes the protein target reachable.`,
      };
    case "fat":
      return {
        rule: `Fat ${pct(t.fatShare.min)}–${pct(t.fatShare.max)} of energy`,
        message: `No combination of ${diet} recipes keeps fat within ${pct(t.fatShare.min)}–${pct(t.fatShare.max)} of ${T} kcal alongside the other rules.`,
        suggestion: ANOTHER,
      };
    case "carbs":
      return {
        rule: `Carbohydrate at most ${pct(t.carbShareMax)} of energy${t.carbShareMax < R.CARB_SHARE.max ? " (diabetes / PCOS)" : ""}`,
        message: `No combination of ${diet} recipes keeps carbohydrate under ${pct(t.carbShareMax)} of energy alongside the other rules.`,
        suggestion: ANOTHER,
      };
    case "sat_fat":
      return {
        rule: `Saturated fat below ${pct(R.SAT_FAT_SHARE_HARD)} of energy`,
        message: `No combination of ${diet} recipes keeps saturated fat under ${pct(R.SAT_FAT_SHARE_HARD)} of ${T} kcal alongside the other rules.`,
        suggestion: ANOTHER,
      };
    case "sodium":
      return {
        rule: `Sodium at most ${fmt(t.sodiumMax_mg)} mg a day${ctx.cond.highBloodPressure ? " (high blood pressure)" : ""}`,
        message: `No combination of ${diet} recipes reaching ${T} kcal keeps sodium at or under ${fmt(t.sodiumMax_mg)} mg a day.`,
        suggestion:
          "A lower energy target (for example Maintain instead of Gain weight) or another cuisine leaves room for enough low-salt meals.",
      };
    case "keto_net_carbs":
      return {
        rule: `Net carbohydrate at most ${R.KETO_NET_CARBS_MAX_G} g a day (keto)`,
        message: `Our keto recipes cannot reach ${T} kcal and your protein target while staying under ${R.KETO_NET_CARBS_MAX_G} g net carbohydrate.`,
        suggestion: "Choose another cuisine, or the mediterranean or paleo food preference.",
      };
    case "fiber":
      return {
        rule: `Fibre at least ${R.FIBER_G_PER_1000_KCAL} g per 1,000 kcal (diabetes)`,
        message: `No combination of ${diet} recipes gives ${fmt(t.fiber_g)} g of fibre a day alongside the other rules.`,
        suggestion: ANOTHER,
      };
    case "meal_carbs":
      return {
        rule: `No meal above ${pct(R.DIABETES_MEAL_CARB_SHARE_MAX)} of the day's carbohydrate (diabetes)`,
        message: `No combination of ${diet} recipes spreads carbohydrate evenly enough across the day.`,
        suggestion: ANOTHER,
      };
    case "pcos_protein":
      return {
        rule: `Protein at least ${pct(R.PCOS_PROTEIN_SHARE_MIN)} of energy (PCOS)`,
        message: `Our ${diet} recipes cannot give ${pct(R.PCOS_PROTEIN_SHARE_MIN)} of ${T} kcal as protein alongside the other rules.`,
        suggestion: "A food preference that allows dairy, eggs or fish makes this reachable.",
      };
    case "iodine":
      return {
        rule: "An iodine source (dairy, eggs, fish or seaweed) most days (thyroid)",
        message: `Too few ${diet} recipes with dairy, eggs, fish or seaweed fit your other rules.`,
        suggestion: ANOTHER,
      };
    case "fish":
      return {
        rule: "Fish or seafood at least twice a week (mediterranean)",
        message: "Too few fish or seafood recipes fit your other rules this week.",
        suggestion: "Choose another cuisine, or the non-vegetarian food preference.",
      };
    case "red_meat":
      return {
        rule: "Red meat at most twice a week (mediterranean)",
        message: "Without red meat, no combination of recipes meets your other rules.",
        suggestion: "Choose another cuisine, or the non-vegetarian food preference.",
      };
    case "variety":
      return {
        rule: "No recipe more than twice a week, nor on consecutive days",
        message: `There are not enough different ${diet} recipes that fit your targets to fill seven days.`,
        suggestion: ANOTHER,
      };
  }
}

/** Rule groups in the order a refusal names them when several break at once. */
export const ORDER: readonly RuleGroup[] = [
  "sodium",
  "protein",
  "keto_net_carbs",
  "pcos_protein",
  "fat",
  "sat_fat",
  "carbs",
  "fiber",
  "meal_carbs",
  "red_meat",
  "fish",
  "iodine",
  "energy",
];

/**
 * After the week search leaves a day broken: if the day works on its own, the weekly rules block it;
 * if the search cannot solve it alone, HiGHS either proves it impossible (LP relaxation) or finds the
 * day exactly (MIP), and the week is searched again from there; otherwise the first rule whose
 * removal makes the day solvable is the one named.
 */
export function rescueOrRefuse(
  highs: Highs,
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  failed: Extract<WeekOutcome, { ok: false }>,
  seed: number,
): { ok: true; days: DayPick[][]; state: WeekState } | { ok: false; refusal: Refusal } {
  const day = failed.failedDay;
  const alone = failed.alone === undefined ? searchAlone(ctx, fixed, day, seed) : failed.alone;
  const refuse = (g: RuleGroup | "variety") => ({
    ok: false as const,
    refusal: { code: "rules_conflict" as const, ...describe(g, ctx) },
  });
  if (alone?.hard === 0) {
    // The day works on its own: the week's variety or weekly counts block it.
    const st = stateOf(failed.days, fixed);
    if (ctx.req.diet === "mediterranean" && st.fishMeals < R.MED_FISH_MEALS_MIN) return refuse("fish");
    if (ctx.targets.iodineDaily && ctx.req.diet !== "vegan" && st.iodineDays < R.THYROID_IODINE_DAYS_MIN) {
      return refuse("iodine");
    }
    return refuse("variety");
  }
  const spec = aloneSpec(ctx, fixed, day, seed);
  if (solveDay(highs, spec, true)) {
    const exact = solveDay(highs, spec);
    if (exact) {
      const days = failed.days.slice();
      const hard = failed.hard.slice();
      days[day] = exact;
      hard[day] = 0;
      const again = improveWeek(ctx, fixed, days, hard, seed);
      if (again.ok) return again;
    }
  }
  // The rules the best attempt broke are tried first; the first whose removal solves the day is named.
  const broken = alone?.broken ?? [];
  for (const g of [...ORDER.filter((g) => broken.includes(g)), ...ORDER.filter((g) => !broken.includes(g))]) {
    if (searchAlone(ctx, fixed, day, seed, new Set([g]))?.hard === 0) return refuse(g);
  }
  const { diet, T } = words(ctx);
  return {
    ok: false,
    refusal: {
      code: "rules_conflict",
      rule: "Several rules together",
      message: `On ${WEEKDAYS[day]}, no combination of ${diet} recipes meets ${T} kcal together with your protein, fat, carbohydrate, sodium and health rules; no single rule is to blame.`,
      suggestion: ANOTHER,
    },
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
        message: `We have no ${meal} recipes that fit the ${diet} food preference and your health rules yet.`,
        suggestion: "Choose another food preference.",
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
      message: `Your target of ${T} kcal is below the smallest day we can plan: about ${fmt(low)} kcal (half servings of the lightest ${diet} breakfast, lunch and dinner${F > 0 ? ", plus your foods to include" : ""}).`,
      suggestion:
        "Check the age, height and weight in your profile; a target this low needs a clinician's supervision rather than a generated plan.",
    };
  }
  if (T0 * (1 - R.SOLVER_KCAL_TOLERANCE) > high) {
    return {
      code: "energy_too_high",
      rule: `Each day within ±${pct(R.KCAL_TOLERANCE)} of ${T} kcal, at ${R.SERVINGS_MIN}–${R.SERVINGS_MAX} servings of 3–5 meals`,
      message: `Your target of ${T} kcal is above the largest day we can plan: about ${fmt(high)} kcal (double servings of the richest ${diet} ${cuisine === "" ? "" : "recipes"} for three meals and ${slots} snacks).`,
      suggestion:
        "Choose Maintain instead of Gain weight, or a lower activity level if it overstates your week.",
    };
  }
  return null;
}
