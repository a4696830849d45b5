import type { FoodAttr } from "../library/library-types";
import type { Conditions } from "../plan-types";
import { CONDITION_SYNONYMS } from "./figures";

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/** Reads the profile's condition list: the listed values, plain synonyms of them, and free text. */
export function parseConditions(list: readonly string[]): Conditions {
  const found: Conditions = {
    diabetes: false,
    highBloodPressure: false,
    thyroid: false,
    pcos: false,
    other: [],
  };
  for (const raw of list) {
    const key = normalise(raw);
    const known = key === "high_blood_pressure" ? key : (CONDITION_SYNONYMS[key] ?? key);
    if (known === "diabetes") found.diabetes = true;
    else if (known === "high_blood_pressure") found.highBloodPressure = true;
    else if (known === "thyroid") found.thyroid = true;
    else if (known === "pcos") found.pcos = true;
    else if (key !== "" && key !== "none" && key !== "other") found.other.push(raw.trim());
  }
  return found;
}

/**
 * Diabetes (N§3): no dessert and no added sugar, honey included, in any recipe of the plan. Foods the
 * user asked to include are exempt (N§5); the exclusion and the checker both ask this one function.
 */
export function diabetesExclusion(
  recipe: { dessert?: boolean | undefined },
  attrs: ReadonlySet<FoodAttr>,
): string | null {
  if (recipe.dessert) return "a dessert";
  if (attrs.has("refined_sugar")) return "contains refined sugar";
  if (attrs.has("honey")) return "contains honey";
  return null;
}
