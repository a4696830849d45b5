import type { MealPlanSummary } from "../../../shared/meal-plan-api";
import type { UserRecord } from "../../../shared/user-api";

export type DashboardMode = "profile" | "goal" | "complete";

const SPEC_REQUIRED = ["age", "height_cm", "weight_kg", "activity_level", "country_region"] as const;

export function profileIsComplete(profile: UserRecord | null | undefined): boolean {
  return Boolean(profile) && SPEC_REQUIRED.every((f) => profile?.[f] !== null && profile?.[f] !== "");
}

/**
 * Spec §4 initial choice, with decisions D2's ?step= deep links first: step=profile opens the wizard,
 * step=goal opens goal mode when the profile is complete.
 */
export function initialMode(
  plans: readonly MealPlanSummary[] | undefined,
  profile: UserRecord | null | undefined,
  step: string | null,
): DashboardMode {
  if (step === "profile") return "profile";
  if (step === "goal") return profileIsComplete(profile) ? "goal" : "profile";
  if (plans && plans.length > 0) return "complete";
  if (!profileIsComplete(profile)) return "profile";
  return "goal";
}
