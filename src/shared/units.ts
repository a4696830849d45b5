import { z } from "zod";

// Metric or imperial display (kept with the profile). Body figures and plan amounts are stored metric;
// imperial is a way of showing them: ounces and pounds for weights, teaspoons, tablespoons and cups
// (US) for volumes, feet and inches for height.

export const UNIT_SYSTEMS = ["metric", "imperial"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const unitSystemSchema = z.enum(UNIT_SYSTEMS).default("metric");

const G_PER_OZ = 28.349523125;
const OZ_PER_LB = 16;
const ML_PER_TSP = 4.92892159375;
const ML_PER_TBSP = 3 * ML_PER_TSP;
const ML_PER_CUP = 236.5882365;
const CM_PER_IN = 2.54;
const KG_PER_LB = 0.45359237;

export const cmToFeetInches = (cm: number) => {
  const total = Math.round(cm / CM_PER_IN);
  return { feet: Math.floor(total / 12), inches: total % 12 };
};
export const feetInchesToCm = (feet: number, inches: number) =>
  Math.round((feet * 12 + inches) * CM_PER_IN * 10) / 10;
export const kgToLb = (kg: number) => Math.round((kg / KG_PER_LB) * 10) / 10;
/** Kept to 10 g, so pounds typed in come back as typed (100 lb, not 100.1). */
export const lbToKg = (lb: number) => Math.round(lb * KG_PER_LB * 100) / 100;

const FRACTIONS: Record<number, string> = { 0.25: "¼", 0.5: "½", 0.75: "¾" };

/** 1.75 → "1 ¾", 0.5 → "½": kitchen measures read in quarters. */
function quarters(x: number): string {
  const q = Math.max(0.25, Math.round(x * 4) / 4);
  const whole = Math.floor(q);
  const frac = FRACTIONS[q - whole];
  if (!frac) return String(whole);
  return whole === 0 ? frac : `${whole} ${frac}`;
}

const plural = (n: string, unit: string) =>
  n === "1" || n.startsWith("¼") || n.startsWith("½") || n.startsWith("¾") ? unit : `${unit}s`;

function weight(grams: number): string {
  const oz = grams / G_PER_OZ;
  if (oz >= OZ_PER_LB) return `${Math.round((oz / OZ_PER_LB) * 10) / 10} lb`;
  return `${oz < 10 ? Math.max(0.1, Math.round(oz * 10) / 10) : Math.round(oz)} oz`;
}

function volume(ml: number): string {
  if (ml < ML_PER_TBSP) {
    const n = quarters(ml / ML_PER_TSP);
    return `${n} tsp`;
  }
  if (ml < ML_PER_CUP / 4) return `${quarters(ml / ML_PER_TBSP)} tbsp`;
  const n = quarters(ml / ML_PER_CUP);
  return `${n} ${plural(n, "cup")}`;
}

const AMOUNT = /^(\d+(?:\.\d+)?) (g|kg|ml|l)\b/;

/**
 * Rewrites the metric amount at the start of a plan line ("120 g rolled oats", "1.2 kg (about 8
 * cups)", "250 ml milk") in the chosen system; anything else ("8 tea bags") is left as it is.
 */
export function showAmount(text: string, system: UnitSystem): string {
  if (system === "metric") return text;
  const m = AMOUNT.exec(text);
  if (!m) return text;
  const n = Number(m[1]);
  const unit = m[2];
  const shown =
    unit === "g"
      ? weight(n)
      : unit === "kg"
        ? weight(n * 1000)
        : unit === "ml"
          ? volume(n)
          : volume(n * 1000);
  return `${shown}${text.slice(m[0].length)}`;
}
