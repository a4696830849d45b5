import {
  CARB_SHARE,
  FAT_SHARE,
  FIBER_G_PER_1000_KCAL,
  fmt,
  KCAL_TOLERANCE,
  KETO_FAT_SHARE,
  PROTEIN_MAX_FRACTION,
  PROTEIN_MIN_FRACTION,
  pct,
  pctRange,
} from "../../../shared/nutrition-figures";
import type { NutrientTotals, PlanData } from "../../../shared/plan-data";

// Where a day stands against each target, in words as well as colour, by the bands the engine plans
// and checks by (src/shared/nutrition-figures.ts): a day the engine calls on target reads "Within
// target" here, and the words say what the band is. Energy and protein are held to a band around
// their targets, fat and carbohydrate to shares of the day's energy, sodium to a ceiling; fibre is a
// goal to reach (more is fine).

/** under and over break a band the engine holds; below misses a goal it only aims for. */
export type Status = "under" | "on" | "over" | "below";

export type EnergyShares = NonNullable<PlanData["energy_shares"]>;

/** The plan's fat and carbohydrate bands; plans stored before they were recorded get the diet's usual ones. */
export function energySharesOf(plan: Pick<PlanData, "diet" | "energy_shares">): EnergyShares {
  if (plan.energy_shares) return plan.energy_shares;
  const fat = plan.diet === "keto" ? KETO_FAT_SHARE : FAT_SHARE;
  return { fat_min: fat.min, fat_max: fat.max, carbs_max: CARB_SHARE.max };
}

export interface NutrientRow {
  key: keyof NutrientTotals;
  /** "129 %" of the target, or "31 % of energy" for fat and carbohydrate. */
  figure: string;
  status: Status;
  /** "Within target (90–135 % of your protein goal)". */
  words: string;
  /** The bar's length as a share of the target (1 = at the target). */
  ratio: number;
}

const WORD: Record<Status, string> = {
  under: "Under target",
  on: "Within target",
  over: "Over target",
  below: "Below goal",
};

function band(value: number, lo: number, hi: number): Status {
  return value < lo ? "under" : value > hi ? "over" : "on";
}

/** Shares are compared as they are shown, whole percent: a 35.4 % fat day reads 35 %, within 25–35 %. */
const wholePct = (x: number) => Math.round(x * 100) / 100;

/** Each nutrient of a day against the plan's targets, in the viewer's order. */
export function nutrientRows(
  totals: NutrientTotals,
  targets: NutrientTotals,
  shares: EnergyShares,
): NutrientRow[] {
  const ratio = (k: keyof NutrientTotals) => (targets[k] > 0 ? totals[k] / targets[k] : 1);
  const shownRatio = (k: keyof NutrientTotals) => wholePct(ratio(k));
  const share = (grams: number, kcalPerG: number) =>
    wholePct(totals.calories > 0 ? (grams * kcalPerG) / totals.calories : 0);
  const ofTarget = (k: keyof NutrientTotals) => pct(ratio(k));

  const energy = band(shownRatio("calories"), 1 - KCAL_TOLERANCE, 1 + KCAL_TOLERANCE);
  const protein = band(shownRatio("protein_g"), PROTEIN_MIN_FRACTION, PROTEIN_MAX_FRACTION);
  const carbShare = share(totals.carbs_g, 4);
  const carbs: Status = carbShare > shares.carbs_max ? "over" : "on";
  const fatShare = share(totals.fat_g, 9);
  const fat = band(fatShare, shares.fat_min, shares.fat_max);
  const fibre: Status = shownRatio("fiber_g") < 1 ? "below" : "on";
  const sodium: Status = Math.round(totals.sodium_mg) > targets.sodium_mg ? "over" : "on";
  return [
    {
      key: "calories",
      figure: ofTarget("calories"),
      status: energy,
      words: `${WORD[energy]} (±${pct(KCAL_TOLERANCE)} of your energy goal)`,
      ratio: ratio("calories"),
    },
    {
      key: "protein_g",
      figure: ofTarget("protein_g"),
      status: protein,
      words: `${WORD[protein]} (${pctRange(PROTEIN_MIN_FRACTION, PROTEIN_MAX_FRACTION)} of your protein goal)`,
      ratio: ratio("protein_g"),
    },
    {
      key: "carbs_g",
      figure: `${pct(carbShare)} of energy`,
      status: carbs,
      words: `${carbs === "on" ? "Within limit" : "Over the limit"} (at most ${pct(shares.carbs_max)} of energy)`,
      ratio: ratio("carbs_g"),
    },
    {
      key: "fat_g",
      figure: `${pct(fatShare)} of energy`,
      status: fat,
      words: `${fat === "on" ? "Within range" : fat === "under" ? "Under range" : "Over range"} (${pctRange(shares.fat_min, shares.fat_max)} of energy)`,
      ratio: ratio("fat_g"),
    },
    {
      key: "fiber_g",
      figure: ofTarget("fiber_g"),
      status: fibre,
      words: `${fibre === "on" ? "Goal met" : WORD.below} (at least ${FIBER_G_PER_1000_KCAL} g per 1,000 kcal)`,
      ratio: ratio("fiber_g"),
    },
    {
      key: "sodium_mg",
      figure: ofTarget("sodium_mg"),
      status: sodium,
      words: `${sodium === "on" ? "Within limit" : "Over the limit"} (at most ${fmt(targets.sodium_mg)} mg a day)`,
      ratio: ratio("sodium_mg"),
    },
  ];
}
