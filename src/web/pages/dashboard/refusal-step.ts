import type { RefusalChange } from "../../../shared/plan-refusal";
import { type ProfileInput, WIZARD_STEP_FIELDS } from "../../../shared/profile";

// Where a refusal's "what to change" is changed: the goal, or the wizard step holding that answer.
// The engine sends the change it tested (or the answer that blocks) as data; the words are for people.

export type RefusalTarget =
  | { mode: "profile"; step: number; label: string }
  | { mode: "goal"; label: string }
  | { mode: "settings"; href: string; label: string };

/** The step whose fields hold `field`; allergies and health conditions share the Health & Diet step. */
function stepOf(field: keyof ProfileInput): number {
  for (const [step, fields] of Object.entries(WIZARD_STEP_FIELDS))
    if ((fields as readonly string[]).includes(field)) return Number(step);
  return 1;
}

/** The Health & Diet step, which holds conditions, allergies and excluded foods (wizard-steps). */
const HEALTH_STEP = 4;

const BY_FIELD: Record<RefusalChange["field"], () => RefusalTarget> = {
  fitness_goal: () => ({ mode: "goal", label: "Choose another goal" }),
  diet: () => ({ mode: "profile", step: stepOf("food_preference"), label: "Change your food preference" }),
  cuisine: () => ({ mode: "profile", step: stepOf("country_region"), label: "Change your cuisine" }),
  body: () => ({ mode: "profile", step: stepOf("weight_kg"), label: "Check your height and weight" }),
  health_conditions: () => ({ mode: "profile", step: HEALTH_STEP, label: "Review your health conditions" }),
  allergies: () => ({
    mode: "profile",
    step: HEALTH_STEP,
    label: "Review allergies and foods you don't eat",
  }),
  // The cooking budget lives in settings, not in the wizard.
  cooking: () => ({
    mode: "settings",
    href: "/dashboard/settings#cooking",
    label: "Allow more cooking time",
  }),
  excluded_foods: () => ({
    mode: "profile",
    step: HEALTH_STEP,
    label: "Review allergies and foods you don't eat",
  }),
};

/** Where to send the person, or null when the refusal names no change (the engine's own check failed). */
export function refusalTarget(change: RefusalChange | undefined): RefusalTarget | null {
  return change ? BY_FIELD[change.field]() : null;
}
