import { pct } from "../output/format";
import type { Targets } from "../plan-types";
import type { DayRule } from "./day-rule";
import * as R from "./figures";
import { ANOTHER, CHECK_EPS } from "./rule-text";

// Energy: each day within ±5 % of the target (hard) and as close to it as possible (the main soft
// term), spread over the meals 25/35/30/10 (soft).

export const ENERGY: DayRule = {
  group: "energy",
  score(d) {
    const T = d.t.calories;
    if (d.on.energy && d.dev > R.SOLVER_KCAL_TOLERANCE * T)
      d.hard += ((d.dev - R.SOLVER_KCAL_TOLERANCE * T) / T) * 100;
    d.soft += R.W_KCAL_PER_PCT * d.dev * d.pct;
  },
  model(m) {
    if (m.on("energy")) {
      const band = R.SOLVER_KCAL_TOLERANCE * m.T;
      m.addRow(
        m.T - band - m.F.kcal,
        m.T + band - m.F.kcal,
        m.lin((n) => n.kcal),
      );
    }
  },
  check({ t, name, kcal }) {
    return Math.abs(kcal - t.calories) > R.KCAL_TOLERANCE * t.calories + CHECK_EPS
      ? [`${name}: ${kcal} kcal is outside ±${pct(R.KCAL_TOLERANCE)} of ${t.calories}`]
      : [];
  },
  refusal: ({ diet, T }) => ({
    rule: `Each day within ±${pct(R.KCAL_TOLERANCE)} of ${T} kcal`,
    message: `No day of ${diet} recipes at ${R.SERVINGS_MIN}–${R.SERVINGS_MAX} servings lands within ±${pct(R.KCAL_TOLERANCE)} of ${T} kcal while meeting the other rules.`,
    suggestion: ANOTHER,
  }),
};

const INF = Number.POSITIVE_INFINITY;

/**
 * A meal's largest share of the energy eaten: 45 % of the day, or of the meals at home for a
 * household member who eats a meal away (targets/home-targets.ts: 45 % of the whole day).
 */
const mealShareMax = (t: Targets) => t.mealEnergyShareMax ?? R.MEAL_ENERGY_SHARE_MAX;

/** Hard: no single meal carries more than 45 % of the day's energy (N§5). */
export const MEAL_ENERGY: DayRule = {
  group: "meal_energy",
  score(d) {
    if (!d.on.meal_energy) return;
    const cap = (mealShareMax(d.t) - R.SOLVER_SHARE_MARGIN) * d.E;
    for (let s = 0; s < d.slotKcal.length; s++) {
      const k = d.slotKcal[s] as number;
      if (k > cap) d.hard += ((k - cap) / d.Ep) * 100;
    }
    // Indexed loops: scoring runs millions of times a plan and an iterator per call showed in profiles.
    for (let i = 0; i < d.fixedKcal.length; i++) {
      const k = d.fixedKcal[i] as number;
      if (k > cap) d.hard += ((k - cap) / d.Ep) * 100;
    }
  },
  model(m) {
    if (!m.on("meal_energy")) return;
    const share = mealShareMax(m.t) - R.SOLVER_SHARE_MARGIN;
    m.slotMeals.forEach((_, s) => {
      const terms = m.cells.map(
        (c) => [c.q, ((c.slot === s ? 1 : 0) - share) * (c.facts.perServing.kcal / 4)] as const,
      );
      m.addRow(-INF, share * m.F.kcal, terms);
    });
    for (const item of m.fixed) {
      m.addRow(
        -INF,
        share * m.F.kcal - item.kcal,
        m.lin((n) => -share * n.kcal),
      );
    }
  },
  check: ({ t, n, name, meals }) =>
    meals
      .filter((meal) => meal.kcal > mealShareMax(t) * n.kcal + CHECK_EPS)
      .map((meal) => `${name} ${meal.name}: over ${pct(R.MEAL_ENERGY_SHARE_MAX)} of the day's energy`),
  refusal: ({ diet, T }) => ({
    rule: `No meal above ${pct(R.MEAL_ENERGY_SHARE_MAX)} of the day's energy`,
    message: `No combination of ${diet} recipes spreads ${T} kcal over the day's meals without one meal carrying more than ${pct(R.MEAL_ENERGY_SHARE_MAX)} of it.`,
    suggestion: ANOTHER,
  }),
};

/** Soft: breakfast 25 %, lunch 35 %, dinner 30 %, snacks 10 % of the day's energy (N§5). */
export const ENERGY_SPLIT: DayRule = {
  score(d) {
    const T = d.t.calories;
    for (let i = 0; i < 4; i++) {
      d.soft += R.W_SPLIT_PER_PCT * Math.abs((d.mealK[i] as number) - (d.split[i] as number) * T) * d.pct;
    }
  },
};
