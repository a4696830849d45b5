import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, startTransition, useState } from "react";
import { Link, useLocation } from "wouter";
import { DASHBOARD_PATH } from "../../../shared/dashboard-paths";
import type { MealPlanRecord, MealPlanSummary } from "../../../shared/meal-plan-api";
import { isProfileComplete, type UserRecord } from "../../../shared/user-api";
import { buttonVariants } from "../../components/ui/button";
import type { AuthUser } from "../../features/auth/auth-api";
import { errorMessage } from "../../lib/error-message";
import { DashboardSkeleton } from "./dashboard-skeleton";
import { initialMode } from "./initial-mode";
import type { FlowStep } from "./new-plan-flow";
import { PlanHome } from "./plan-home";

// The wizard and goal picker (and the form library behind them) are a chunk of their own: a person
// who has a plan opens the dashboard without loading them (bench/README.md "bench:browser").
const NewPlanFlow = lazy(() => import("./new-plan-flow").then((m) => ({ default: m.NewPlanFlow })));

/** Which dashboard address is open (src/shared/dashboard-paths.ts). */
export type DashboardView = { kind: "home" } | { kind: "new" } | { kind: "plan"; id: string };

/**
 * What the dashboard shows at each address (docs/product/plans-over-time.md): /dashboard shows the
 * active plan, or the wizard until there is one (the first mode of docs/product/routes.md); /dashboard/new
 * the wizard for another plan, with a way back; /dashboard/plans/:id that plan. The parent gives this
 * a new key for each address, so each opens afresh.
 */
export function DashboardModes({
  user,
  profile,
  plans,
  shownId,
  plan,
  view,
  loadError,
  planError,
  focus,
}: {
  user: AuthUser;
  profile: UserRecord | null;
  plans: MealPlanSummary[];
  /** The plan on show: the one at the address, or the active one from the list. */
  shownId: string | undefined;
  /** That plan in full; undefined while it loads. */
  plan: MealPlanRecord | undefined;
  view: DashboardView;
  loadError: Error | null;
  planError: Error | null;
  /** Kept by the parent across addresses: `mark` when a plan is made, `take` once it shows. */
  focus: { mark(): void; take(): boolean };
}) {
  const [, navigate] = useLocation();
  const step = new URLSearchParams(window.location.search).get("step");
  // Chosen once, from what was loaded: the wizard while there is no plan (or ?step= asks for it).
  const [flow, setFlow] = useState<FlowStep | null>(() => {
    if (view.kind === "new") return step === "goal" && isProfileComplete(profile) ? "goal" : "profile";
    if (view.kind === "plan") return null;
    const mode = initialMode(plans, profile, step);
    return mode === "complete" ? null : mode;
  });
  const onGenerated = () => {
    // A plan just made takes focus when it shows (the scroll manager puts the page at its top).
    focus.mark();
    // The new plan is the active one, shown at /dashboard; Back from it returns to the plan before.
    if (view.kind === "new") navigate(DASHBOARD_PATH, { replace: true });
    else {
      window.scrollTo({ top: 0, behavior: "instant" });
      // The wizard goes and the plan comes in slices the browser can interrupt, not one long task.
      startTransition(() => setFlow(null));
    }
  };

  const name = profile?.name ?? user.name;
  const hasPlans = plans.length > 0;
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-8 sm:py-10">
      {loadError ? (
        <p role="alert" className="rounded-lg border border-destructive p-3 text-sm text-destructive">
          Some of your data could not be loaded: {errorMessage(loadError)}. Reload the page to try again.
        </p>
      ) : null}
      {flow !== null ? (
        <Suspense fallback={<DashboardSkeleton label="Loading…" />}>
          <NewPlanFlow
            user={user}
            profile={profile}
            initialStep={flow}
            onGenerated={onGenerated}
            leave={
              hasPlans ? (
                // Replacing this entry: Back from the plan then leaves the dashboard, not returns here.
                <Link href={DASHBOARD_PATH} replace className={buttonVariants({ variant: "outline" })}>
                  <ArrowLeft aria-hidden /> Back to my plan
                </Link>
              ) : undefined
            }
          />
        </Suspense>
      ) : hasPlans || plan ? (
        <PlanHome
          user={user}
          name={name}
          units={profile?.units ?? "metric"}
          plans={plans}
          shownId={shownId}
          plan={plan}
          planError={planError}
          focusPlan={focus.take}
        />
      ) : (
        <div className="grid place-items-center gap-4 rounded-xl border p-10 text-center">
          <h1 className="text-xl font-semibold">No meal plan yet</h1>
          <button type="button" className={buttonVariants()} onClick={() => setFlow("profile")}>
            Create Your First Plan
          </button>
        </div>
      )}
    </div>
  );
}
