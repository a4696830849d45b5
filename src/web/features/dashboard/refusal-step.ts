// Where a refusal's "what to change" is changed: the wizard step holding that answer, or the goal.

export type RefusalTarget =
  | { mode: "profile"; step: number; label: string }
  | { mode: "goal"; label: string };

export function refusalTarget(rule = "", suggestion = "", reason = ""): RefusalTarget {
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
