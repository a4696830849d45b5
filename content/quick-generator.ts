import type { MealType } from "../src/shared/domain";
import SAMPLES from "./quick-generator-samples.json";

// Quick Generator sample days (docs/product/quick-generator.md): client-side only, but true.
// Every goal × cuisine × restriction has its own day, built at build time by the planning engine from real
// recipes of its library for a typical adult (scripts/quick-generator-samples.ts writes the JSON beside this
// file), so a visitor who picks Vegan sees vegan meals, with calories computed from their ingredients.

export interface SampleMeal {
  type: MealType;
  text: string;
  /** Whole kilocalories, rounded so the day's meals add up to its total. */
  calories: number;
}
export interface SampleDay {
  /** Every meal of the sample day, snacks included, in the order eaten. */
  meals: SampleMeal[];
  /** The day's energy: the sum of its meals' calories, as the dialog states it. */
  total: number;
  /** The typical adult's daily target the portions were planned to (the total is within the engine's band of it). */
  target: number;
  /** "Free from: peanuts, tree nuts" for an allergy restriction. */
  free_from?: string;
}
export type QuickSamples = Record<string, SampleDay>;

export const QUICK_GOALS = [
  { value: "weight_loss", label: "Lose weight" },
  { value: "weight_gain", label: "Gain weight" },
  { value: "maintain", label: "Maintain weight" },
] as const;
export const QUICK_CUISINES = [
  { value: "indian", label: "Indian" },
  { value: "mediterranean", label: "Mediterranean" },
  { value: "american", label: "American" },
] as const;
export const QUICK_RESTRICTIONS = [
  { value: "none", label: "No restriction" },
  { value: "vegetarian", label: "Vegetarian" },
  { value: "vegan", label: "Vegan" },
  { value: "diabetic", label: "Diabetic-friendly" },
  // Allergies (docs/product/allergies.md): the sample is planned without them, like a full plan.
  { value: "nut_free", label: "Nut allergy" },
  { value: "gluten_free", label: "Gluten-free" },
  { value: "dairy_free", label: "Milk allergy" },
] as const;

const samples = SAMPLES as QuickSamples;

/** The sample for the three answers; unknown answers fall back to the first option of each step. */
export function sampleDay(goal: string, cuisine: string, restriction = "none"): SampleDay {
  const first = `${QUICK_GOALS[0].value}/${QUICK_CUISINES[0].value}/${QUICK_RESTRICTIONS[0].value}`;
  const day = samples[`${goal}/${cuisine}/${restriction}`] ?? samples[first];
  if (!day) throw new Error("The Quick Generator samples are missing: run npm run build");
  return day;
}
