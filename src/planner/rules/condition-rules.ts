import { fmt, pct } from "../output/format";
import type { DayRule } from "./day-rule";
import * as R from "./figures";
import { ANOTHER, CHECK_EPS as EPS, times } from "./rule-text";

// Rules that hold only for some plans: keto's net carbohydrate (N§4), fibre, meal carbohydrate and
// low glycaemic load with diabetes, protein with PCOS, potassium with high blood pressure (N§3), an
// iodine source with thyroid, and mediterranean fish and red meat (N§4).

const m_ = R.SOLVER_SHARE_MARGIN;
const INF = Number.POSITIVE_INFINITY;
const FIBER_PER_KCAL = R.FIBER_G_PER_1000_KCAL / 1000;

export const KETO_NET_CARBS: DayRule = {
  group: "keto_net_carbs",
  score(d) {
    const max = d.t.netCarbsMax_g;
    if (max === null || !d.on.keto_net_carbs) return;
    const cap = max - R.SOLVER_NET_CARBS_MARGIN_G;
    if (d.C - d.Fi > cap) d.hard += ((d.C - d.Fi - cap) / max) * 100;
  },
  model(m) {
    if (m.t.netCarbsMax_g === null || !m.on("keto_net_carbs")) return;
    const cap = m.t.netCarbsMax_g - R.SOLVER_NET_CARBS_MARGIN_G - (m.F.carbs_g - m.F.fiber_g);
    m.addRow(
      -INF,
      cap,
      m.lin((n) => n.carbs_g - n.fiber_g),
    );
  },
  check: ({ t, n, name }) =>
    t.netCarbsMax_g !== null && n.carbs_g - n.fiber_g > t.netCarbsMax_g + EPS
      ? [`${name}: net carbohydrate ${(n.carbs_g - n.fiber_g).toFixed(1)} g > ${t.netCarbsMax_g}`]
      : [],
  refusal: ({ T }) => ({
    rule: `Net carbohydrate at most ${R.KETO_NET_CARBS_MAX_G} g a day (keto)`,
    message: `Our keto recipes cannot reach ${T} kcal and your protein target while staying under ${R.KETO_NET_CARBS_MAX_G} g net carbohydrate.`,
    suggestion: "The mediterranean or paleo food preference leaves room for more carbohydrate.",
  }),
};

export const FIBER: DayRule = {
  group: "fiber",
  score(d) {
    if (d.t.fiberHard && d.on.fiber) {
      const need = FIBER_PER_KCAL * (1 + m_) * d.E;
      if (d.Fi < need) d.hard += ((need - d.Fi) / Math.max(need, 1)) * 100;
    }
    const short = FIBER_PER_KCAL * d.E - d.Fi;
    if (short > 0) d.soft += R.W_FIBER_SHORT_PER_G * short;
  },
  model(m) {
    if (m.t.fiberHard && m.on("fiber")) {
      const k = FIBER_PER_KCAL * (1 + m_);
      m.addRow(
        k * m.F.kcal - m.F.fiber_g,
        INF,
        m.lin((n) => n.fiber_g - k * n.kcal),
      );
    }
  },
  check: ({ t, n, name }) =>
    t.fiberHard && n.fiber_g < (R.FIBER_G_PER_1000_KCAL * n.kcal) / 1000 - EPS
      ? [`${name}: fibre below ${R.FIBER_G_PER_1000_KCAL} g/1,000 kcal`]
      : [],
  refusal: ({ t, diet }) => ({
    rule: `Fibre at least ${R.FIBER_G_PER_1000_KCAL} g per 1,000 kcal (diabetes)`,
    message: `No combination of ${diet} recipes gives ${fmt(t.fiber_g)} g of fibre a day alongside the other rules.`,
    suggestion: ANOTHER,
  }),
};

export const MEAL_CARBS: DayRule = {
  group: "meal_carbs",
  score(d) {
    const max = d.t.mealCarbShareMax;
    if (max === null || !d.on.meal_carbs || d.C <= 0) return;
    const cap = (max - m_) * d.C;
    for (let s = 0; s < d.slotCarbs.length; s++) {
      const cs = d.slotCarbs[s] as number;
      if (cs < 0) continue;
      if (cs > cap) d.hard += ((cs - cap) / d.C) * 100;
    }
    for (let i = 0; i < d.fixedCarbs.length; i++) {
      const cs = d.fixedCarbs[i] as number;
      if (cs > cap) d.hard += ((cs - cap) / d.C) * 100;
    }
  },
  model(m) {
    if (m.t.mealCarbShareMax === null || !m.on("meal_carbs")) return;
    const share = m.t.mealCarbShareMax - m_;
    m.slotMeals.forEach((_, s) => {
      const terms = m.cells.map(
        (c) => [c.q, ((c.slot === s ? 1 : 0) - share) * (c.facts.perServing.carbs_g / 4)] as const,
      );
      m.addRow(-INF, share * m.F.carbs_g, terms);
    });
    for (const item of m.fixed) {
      m.addRow(
        -INF,
        share * m.F.carbs_g - item.carbs_g,
        m.lin((n) => -share * n.carbs_g),
      );
    }
  },
  check: ({ t, n, name, meals }) =>
    t.mealCarbShareMax === null
      ? []
      : meals
          .filter((meal) => meal.carbs_g > (t.mealCarbShareMax ?? 1) * n.carbs_g + EPS)
          .map(
            (meal) => `${name} ${meal.name}: over ${pct(t.mealCarbShareMax ?? 1)} of the day's carbohydrate`,
          ),
  refusal: ({ diet }) => ({
    rule: `No meal above ${pct(R.DIABETES_MEAL_CARB_SHARE_MAX)} of the day's carbohydrate (diabetes)`,
    message: `No combination of ${diet} recipes spreads carbohydrate evenly enough across the day.`,
    suggestion: ANOTHER,
  }),
};

export const PCOS_PROTEIN: DayRule = {
  group: "pcos_protein",
  score(d) {
    if (d.t.proteinShareMin <= 0 || !d.on.pcos_protein) return;
    const lo = (d.t.proteinShareMin + m_) * d.E - 4 * d.P;
    if (lo > 0) d.hard += (lo / d.Ep) * 100;
  },
  model(m) {
    if (m.t.proteinShareMin <= 0 || !m.on("pcos_protein")) return;
    const lo = m.t.proteinShareMin + m_;
    m.addRow(
      lo * m.F.kcal - 4 * m.F.protein_g,
      INF,
      m.lin((n) => 4 * n.protein_g - lo * n.kcal),
    );
  },
  check: ({ t, n, name }) =>
    t.proteinShareMin > 0 && (n.protein_g * 4) / Math.max(n.kcal, EPS) < t.proteinShareMin - EPS
      ? [`${name}: protein under ${pct(t.proteinShareMin)} of energy`]
      : [],
  refusal: ({ diet, T }) => ({
    rule: `Protein at least ${pct(R.PCOS_PROTEIN_SHARE_MIN)} of energy (PCOS)`,
    message: `Our ${diet} recipes cannot give ${pct(R.PCOS_PROTEIN_SHARE_MIN)} of ${T} kcal as protein alongside the other rules.`,
    suggestion: "A food preference that allows dairy, eggs or fish makes this reachable.",
  }),
};

/** Soft, with high blood pressure: potassium up to the day's goal (National Academies 2019). */
export const POTASSIUM: DayRule = {
  score(d) {
    const goal = d.t.potassiumGoal_mg;
    if (goal !== null && d.K < goal) d.soft += (R.W_POTASSIUM_SHORT_PER_100MG / 100) * (goal - d.K);
  },
};

/**
 * Soft, with diabetes or PCOS: less carbohydrate from refined grains and sugars (HIGH_GL_FIBER_RATIO).
 * A preference only, so the refusal proof (which asks whether a day can exist at all) leaves it out.
 */
export const LOW_GL: DayRule = {
  score(d) {
    if (d.lowGl) d.soft += (R.W_HIGH_GL_PER_10G / 10) * d.gl;
  },
};

export const IODINE: DayRule = {
  group: "iodine",
  score(d) {
    if (d.iodineMode === "hard" && !d.iodine && d.on.iodine) d.hard += 10;
    if (d.iodineMode === "soft" && !d.iodine) d.soft += R.W_IODINE_DAY;
  },
  model(m) {
    if (m.fixed.some((i) => i.iodine)) return;
    if (m.iodineMode === "hard" && m.on("iodine"))
      m.addRow(
        1,
        INF,
        m.count((f) => f.iodine),
      );
  },
  refusal: ({ diet }) => ({
    rule: "An iodine source (dairy, eggs, fish or seaweed) most days (thyroid)",
    message: `Too few ${diet} recipes with dairy, eggs, fish or seaweed fit your other rules.`,
    suggestion: ANOTHER,
  }),
};

export const FISH: DayRule = {
  group: "fish",
  score(d) {
    if (d.requireFish && d.fish === 0 && d.on.fish) d.hard += 10;
  },
  model(m) {
    if (m.requireFish && m.on("fish"))
      m.addRow(
        1,
        INF,
        m.count((f) => f.attrs.has("fish")),
      );
  },
  refusal: () => ({
    rule: `Fish or seafood at least ${times(R.MED_FISH_MEALS_MIN)} a week (mediterranean)`,
    message: "Too few fish or seafood recipes fit your other rules this week.",
    suggestion: "The non-vegetarian food preference has no weekly fish count.",
  }),
};

export const RED_MEAT: DayRule = {
  group: "red_meat",
  score(d) {
    if (d.on.red_meat && d.red > d.redMeatBudget) d.hard += 10 * (d.red - d.redMeatBudget);
  },
  model(m) {
    if (Number.isFinite(m.redMeatBudget) && m.on("red_meat")) {
      m.addRow(
        -INF,
        m.redMeatBudget,
        m.count((f) => f.attrs.has("red_meat")),
      );
    }
  },
  refusal: () => ({
    rule: `Red meat at most ${times(R.MED_RED_MEAT_MEALS_MAX)} a week (mediterranean)`,
    message: "Without red meat, no combination of recipes meets your other rules.",
    suggestion: "The non-vegetarian food preference has no weekly red-meat limit.",
  }),
};
