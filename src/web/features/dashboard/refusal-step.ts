import type { RefusalChange } from "../../../shared/plan-refusal";

// Where a refusal's "what to change" is changed: the wizard step holding that answer, or the goal.
// A refusal that carries its tested change as data (`change`) is sent by that field; the others are
// still read from their words until every refusal carries one.

export type RefusalTarget =
  | { mode: "profile"; step: number; label: string }
  | { mode: "goal"; label: string };

/** The answer each field of a tested change lives in. */
const BY_FIELD: Record<RefusalChange["field"], RefusalTarget> = {
  fitness_goal: { mode: "goal", label: "Choose another goal" },
  diet: { mode: "profile", step: 3, label: "Change cuisine or food preference" },
  allergies: { mode: "profile", step: 4, label: "Review allergies and foods you don't eat" },
  excluded_foods: { mode: "profile", step: 4, label: "Review allergies and foods you don't eat" },
};

export function refusalTarget(
  rule = "",
  suggestion = "",
  reason = "",
  change?: RefusalChange,
): RefusalTarget {
  if (change) return BY_FIELD[change.field];
  const text = `${suggestion} ${rule}`.toLowerCase();
  if (/food preference|cuisine|vegan|vegetarian|keto|paleo|mediterranean|dairy|fish/.test(text))
    return { mode: "profile", step: 3, label: "Change cuisine or food preference" };
  if (
    /health|condition|blood pressure|diabetes|thyroid|pcos/.test(text) &&
    !/goal/.test(suggestion.toLowerCase())
  )
    return { mode: "profile", step: 4, label: "Change health conditions" };
  if (reason === "underweight_weight_loss" || /goal|maintain|lose|gain/.test(text))
    return { mode: "goal", label: "Choose another goal" };
  if (/weight|height|age/.test(text)) return { mode: "profile", step: 2, label: "Change height or weight" };
  return { mode: "profile", step: 3, label: "Change cuisine or food preference" };
}
