import type { MealPlanSummary } from "../../../shared/meal-plan-api";
import { isProfileComplete, type UserRecord } from "../../../shared/user-api";

export type DashboardMode = "profile" | "goal" | "complete";

/**
 * The dashboard's first mode (docs/product/routes.md), with the ?step= deep links first: step=profile
 * opens the wizard, step=goal opens goal mode when the profile is complete.
 */
export function initialMode(
  plans: readonly MealPlanSummary[] | undefined,
  profile: UserRecord | null | undefined,
  step: string | null,
): DashboardMode {
  if (step === "profile") return "profile";
  if (step === "goal") return isProfileComplete(profile) ? "goal" : "profile";
  if (plans && plans.length > 0) return "complete";
  if (!isProfileComplete(profile)) return "profile";
  return "goal";
}
