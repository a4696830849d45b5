import type { ActivityLevel, FitnessGoal } from "../../shared/domain";
import { fmt, pct } from "../output/format";
import type { CheckedDay, DayRule } from "./day-rule";
import * as R from "./figures";
import { ANOTHER, CHECK_EPS as EPS, share1 } from "./rule-text";

// Protein, fat, carbohydrate, saturated fat and sodium (N§2), each with its hard bound, its soft goal
// where it has one, and its words.

const m_ = R.SOLVER_SHARE_MARGIN;
/** A nutrient's share of the day's energy as the checker computes it. */
const shareOf = (d: CheckedDay, grams: number, kcalPerG: number) =>
  (grams * kcalPerG) / Math.max(d.n.kcal, EPS);
/** "1.6" for weight loss: the goal's protein per kg as the suggestions write it. */
const perKg = (goal: FitnessGoal, activity: ActivityLevel) => R.PROTEIN_G_PER_KG[goal][activity].toFixed(1);

export const PROTEIN: DayRule = {
  group: "protein",
  score(d) {
    const t = d.t;
    const pMin = t.proteinMin_g + R.SOLVER_PROTEIN_MARGIN_G;
    if (d.on.protein && d.P < pMin) d.hard += ((pMin - d.P) / pMin) * 100;
    if (d.P < t.protein_g)
      d.soft += (R.W_PROTEIN_SHORT_PER_PCT * (t.protein_g - d.P) * 100) / Math.max(1, t.protein_g);
  },
  model(m) {
    const t = m.t;
    if (m.on("protein"))
      m.addRow(
        t.proteinMin_g + R.SOLVER_PROTEIN_MARGIN_G - m.F.protein_g,
        Number.POSITIVE_INFINITY,
        m.lin((n) => n.protein_g),
      );
  },
  check: ({ t, n, name }) =>
    n.protein_g < t.proteinMin_g - EPS
      ? [`${name}: protein ${n.protein_g.toFixed(1)} g < ${pct(R.PROTEIN_MIN_FRACTION)} of ${t.protein_g} g`]
      : [],
  refusal: ({ t, diet, dietKey, T, goal, activity }) => ({
    rule: `Protein at least ${pct(R.PROTEIN_MIN_FRACTION)} of the target (${fmt(t.proteinMin_g)} of ${fmt(t.protein_g)} g a day)`,
    message: `Our ${diet} recipes cannot reach ${fmt(t.proteinMin_g)} g of protein within ${T} kcal and the fat, carbohydrate and sodium limits.`,
    suggestion:
      goal === "maintain"
        ? ANOTHER
        : dietKey === "vegan" || dietKey === "vegetarian"
          ? `A food preference that allows dairy, eggs or fish, or the Maintain goal (${perKg("maintain", activity)} g protein per kg), makes the protein target reachable.`
          : `The Maintain goal (${perKg("maintain", activity)} g protein per kg instead of ${perKg(goal, activity)}) makes the protein target reachable.`,
  }),
};

/** At most 135 % of the protein target (hard), and soft above 115 %: no plan doubles its promise. */
export const PROTEIN_MAX: DayRule = {
  group: "protein_max",
  score(d) {
    const t = d.t;
    const pMax = t.proteinMax_g - R.SOLVER_PROTEIN_MARGIN_G;
    if (d.on.protein_max && d.P > pMax) d.hard += ((d.P - pMax) / pMax) * 100;
    if (d.P > t.proteinSoftMax_g)
      d.soft += (R.W_PROTEIN_OVER_PER_PCT * (d.P - t.proteinSoftMax_g) * 100) / Math.max(1, t.protein_g);
  },
  model(m) {
    const t = m.t;
    if (m.on("protein_max"))
      m.addRow(
        Number.NEGATIVE_INFINITY,
        t.proteinMax_g - R.SOLVER_PROTEIN_MARGIN_G - m.F.protein_g,
        m.lin((n) => n.protein_g),
      );
  },
  check: ({ t, n, name }) =>
    n.protein_g > t.proteinMax_g + EPS
      ? [`${name}: protein ${n.protein_g.toFixed(1)} g > ${pct(R.PROTEIN_MAX_FRACTION)} of ${t.protein_g} g`]
      : [],
  refusal: ({ t, diet, T }) => ({
    rule: `Protein at most ${pct(R.PROTEIN_MAX_FRACTION)} of the target (${fmt(t.proteinMax_g)} of ${fmt(t.protein_g)} g a day)`,
    message: `Our ${diet} recipes cannot reach ${T} kcal without going over ${fmt(t.proteinMax_g)} g of protein alongside the other rules.`,
    suggestion: ANOTHER,
  }),
};

export const FAT: DayRule = {
  group: "fat",
  score(d) {
    if (!d.on.fat) return;
    const lo = (d.t.fatShare.min + m_) * d.E - 9 * d.F;
    const hi = 9 * d.F - (d.t.fatShare.max - m_) * d.E;
    if (lo > 0) d.hard += (lo / d.Ep) * 100;
    if (hi > 0) d.hard += (hi / d.Ep) * 100;
  },
  model(m) {
    if (!m.on("fat")) return;
    const lo = m.t.fatShare.min + m_;
    const hi = m.t.fatShare.max - m_;
    m.addRow(
      lo * m.F.kcal - 9 * m.F.fat_g,
      Number.POSITIVE_INFINITY,
      m.lin((n) => 9 * n.fat_g - lo * n.kcal),
    );
    m.addRow(
      Number.NEGATIVE_INFINITY,
      hi * m.F.kcal - 9 * m.F.fat_g,
      m.lin((n) => 9 * n.fat_g - hi * n.kcal),
    );
  },
  check(d) {
    const fat = shareOf(d, d.n.fat_g, 9);
    return fat < d.t.fatShare.min - EPS || fat > d.t.fatShare.max + EPS
      ? [`${d.name}: fat ${share1(fat)} % of energy`]
      : [];
  },
  refusal: ({ t, diet, T }) => ({
    rule: `Fat ${pct(t.fatShare.min)}–${pct(t.fatShare.max)} of energy`,
    message: `No combination of ${diet} recipes keeps fat within ${pct(t.fatShare.min)}–${pct(t.fatShare.max)} of ${T} kcal alongside the other rules.`,
    suggestion: ANOTHER,
  }),
};

export const CARBS: DayRule = {
  group: "carbs",
  score(d) {
    const t = d.t;
    const over = 4 * d.C - (t.carbShareMax - m_) * d.E;
    if (d.on.carbs && over > 0) d.hard += (over / d.Ep) * 100;
    if (t.carbShareSoftMin > 0) {
      const short = t.carbShareSoftMin * d.E - 4 * d.C;
      if (short > 0) d.soft += R.W_CARB_LOW_PER_PCT * short * d.pct;
    }
  },
  model(m) {
    const t = m.t;
    if (m.on("carbs")) {
      const hi = t.carbShareMax - m_;
      m.addRow(
        Number.NEGATIVE_INFINITY,
        hi * m.F.kcal - 4 * m.F.carbs_g,
        m.lin((n) => 4 * n.carbs_g - hi * n.kcal),
      );
    }
  },
  check(d) {
    const carbs = shareOf(d, d.n.carbs_g, 4);
    return carbs > d.t.carbShareMax + EPS ? [`${d.name}: carbohydrate ${share1(carbs)} %`] : [];
  },
  refusal: ({ t, diet }) => ({
    rule: `Carbohydrate at most ${pct(t.carbShareMax)} of energy${t.carbShareMax < R.CARB_SHARE.max ? " (diabetes / PCOS)" : ""}`,
    message: `No combination of ${diet} recipes keeps carbohydrate under ${pct(t.carbShareMax)} of energy alongside the other rules.`,
    suggestion: ANOTHER,
  }),
};

export const SAT_FAT: DayRule = {
  group: "sat_fat",
  score(d) {
    const over = 9 * d.S - (d.t.satFatShareHard - m_) * d.E;
    if (d.on.sat_fat && over > 0) d.hard += (over / d.Ep) * 100;
    const soft = 9 * d.S - d.t.satFatShareSoft * d.E;
    if (soft > 0) d.soft += R.W_SAT_FAT_OVER_PER_PCT * soft * d.pct;
  },
  model(m) {
    if (m.on("sat_fat")) {
      const hi = m.t.satFatShareHard - m_;
      m.addRow(
        Number.NEGATIVE_INFINITY,
        hi * m.F.kcal - 9 * m.F.sat_fat_g,
        m.lin((n) => 9 * n.sat_fat_g - hi * n.kcal),
      );
    }
  },
  check(d) {
    const sat = shareOf(d, d.n.sat_fat_g, 9);
    return sat >= d.t.satFatShareHard ? [`${d.name}: saturated fat ${share1(sat)} %`] : [];
  },
  refusal: ({ diet, T }) => ({
    rule: `Saturated fat below ${pct(R.SAT_FAT_SHARE_HARD)} of energy`,
    message: `No combination of ${diet} recipes keeps saturated fat under ${pct(R.SAT_FAT_SHARE_HARD)} of ${T} kcal alongside the other rules.`,
    suggestion: ANOTHER,
  }),
};

export const SODIUM: DayRule = {
  group: "sodium",
  score(d) {
    const cap = d.t.sodiumMax_mg - R.SOLVER_SODIUM_MARGIN_MG;
    if (d.on.sodium && d.Na > cap) d.hard += ((d.Na - cap) / d.t.sodiumMax_mg) * 100;
  },
  model(m) {
    if (m.on("sodium"))
      m.addRow(
        Number.NEGATIVE_INFINITY,
        m.t.sodiumMax_mg - R.SOLVER_SODIUM_MARGIN_MG - m.F.sodium_mg,
        m.lin((n) => n.sodium_mg),
      );
  },
  check: ({ t, n, name }) =>
    n.sodium_mg > t.sodiumMax_mg + EPS
      ? [`${name}: sodium ${Math.round(n.sodium_mg)} mg > ${t.sodiumMax_mg}`]
      : [],
  refusal: ({ t, diet, T, highBloodPressure }) => ({
    rule: `Sodium at most ${fmt(t.sodiumMax_mg)} mg a day${highBloodPressure ? " (high blood pressure)" : ""}`,
    message: `No combination of ${diet} recipes reaching ${T} kcal keeps sodium at or under ${fmt(t.sodiumMax_mg)} mg a day.`,
    suggestion:
      "A lower energy target (for example Maintain instead of Gain weight) leaves room for enough low-salt meals.",
  }),
};

/** The day's calcium goal, mg: CALCIUM_GOAL_SHARE of the person's RDA (N§2). */
export const calciumGoalMg = (t: { calciumRda_mg: number }) => R.CALCIUM_GOAL_SHARE * t.calciumRda_mg;

/**
 * Soft (N§2): calcium up to the goal each day, so the week's average reaches it where the recipes
 * allow. A goal, not a limit: no rows in the refusal proof and no check; the notes name the gap.
 */
export const CALCIUM: DayRule = {
  score(d) {
    const short = calciumGoalMg(d.t) - (d.Ca ?? Number.POSITIVE_INFINITY);
    if (short > 0) d.soft += (R.W_CALCIUM_SHORT_PER_100MG / 100) * short;
  },
};
