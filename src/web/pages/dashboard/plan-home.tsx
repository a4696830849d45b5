import { History, RefreshCw } from "lucide-react";
import { useCallback, useDeferredValue } from "react";
import { Link, useLocation } from "wouter";
import { DASHBOARD_PATH, NEW_PLAN_PATH } from "../../../shared/dashboard-paths";
import type { MealPlanRecord, MealPlanSummary } from "../../../shared/meal-plan-api";
import type { UnitSystem } from "../../../shared/units";
import { Button, buttonVariants } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import type { AuthUser } from "../../features/auth/auth-api";
import { DownloadPdfButton } from "../../features/plan/download-pdf-button";
import { useActivatePlan, useDeletePlan } from "../../features/plan/plan-queries";
import { PlanViewer } from "../../features/plan/plan-viewer";
import { errorMessage } from "../../lib/error-message";
import { PlanList } from "./plan-list";

/**
 * The dashboard with plans (docs/product/plans-over-time.md): the plan on show (the active one at
 * /dashboard, any other at /dashboard/plans/:id), "Generate New Plan", and the list of plans.
 */
export function PlanHome({
  user,
  name,
  units,
  plans,
  shownId,
  plan,
  planError,
  focusPlan,
}: {
  user: AuthUser;
  name: string;
  units: UnitSystem;
  plans: readonly MealPlanSummary[];
  shownId: string | undefined;
  plan: MealPlanRecord | undefined;
  planError: Error | null;
  /** Whether this showing of the plan takes focus (a plan just made); asked once. */
  focusPlan: () => boolean;
}) {
  const [location, navigate] = useLocation();
  const activate = useActivatePlan(user.uid);
  const remove = useDeletePlan(user.uid);
  // The list of plans renders in a pass of its own after the first, not in the plan's.
  const showList = useDeferredValue(true, false);
  // The viewer shows its heading once the plan is checked; a plan just made takes focus then. The
  // viewer is keyed by the plan's id, so each plan's heading arrives afresh.
  const heading = useCallback(
    (el: HTMLHeadingElement | null) => {
      if (el && focusPlan()) el.focus({ preventScroll: true });
    },
    [focusPlan],
  );

  const onActivate = (id: string) =>
    activate.mutate(id, {
      onSuccess: () =>
        toast({ title: "Active plan changed", description: "This plan is now your active plan" }),
      onError: (err) =>
        toast({
          title: "Could not change the active plan",
          description: errorMessage(err),
          variant: "destructive",
        }),
    });
  const onDelete = async (p: MealPlanSummary) => {
    try {
      await remove.mutateAsync(p.id);
    } catch (err) {
      toast({ title: "Could not delete the plan", description: errorMessage(err), variant: "destructive" });
      return false;
    }
    // The plan on show is gone: show the active one instead, in this history entry.
    if (p.id === shownId && location !== DASHBOARD_PATH) navigate(DASHBOARD_PATH, { replace: true });
    toast({ title: "Plan deleted" });
    return true;
  };
  // The list says which plan is active: a plan record fetched earlier may still say it was.
  const active = plans.find((p) => p.id === shownId)?.is_active ?? plan?.is_active;

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="min-w-0 text-2xl font-bold hyphens-auto wrap-break-word sm:text-3xl">
          Welcome back, {name}!
        </h1>
        <div className="flex flex-wrap gap-2">
          {/* The list is below the week: a way straight to it. */}
          <a href="#plans-title" className={buttonVariants({ variant: "ghost" })}>
            <History aria-hidden /> Your plans ({plans.length})
          </a>
          <Link href={NEW_PLAN_PATH} className={buttonVariants({ variant: "outline" })}>
            <RefreshCw aria-hidden /> Generate New Plan
          </Link>
        </div>
      </div>
      {plan && active === false ? (
        <div
          className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-accent p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="earlier-plan"
        >
          <p className="text-sm">
            This is not your active plan. Make it active to see it first whenever you open the dashboard.
          </p>
          <Button onClick={() => onActivate(plan.id)} disabled={activate.isPending}>
            {activate.isPending ? "Making active…" : "Make this my active plan"}
          </Button>
        </div>
      ) : null}
      {plan ? (
        <PlanViewer
          key={plan.id}
          plan={plan}
          units={units}
          owner={{ uid: user.uid }}
          headingRef={heading}
          title={active === false ? "An earlier meal plan" : "Your Meal Plan"}
          actions={<DownloadPdfButton planId={plan.id} />}
        />
      ) : planError ? (
        <div role="alert" className="grid place-items-center gap-3 rounded-xl border p-10 text-center">
          <p>This plan could not be opened: {errorMessage(planError)}.</p>
          <Link href={DASHBOARD_PATH} className={buttonVariants({ variant: "outline" })}>
            Back to my plan
          </Link>
        </div>
      ) : (
        <p role="status" className="p-10 text-center text-muted-foreground">
          Loading your plan…
        </p>
      )}
      {showList ? (
        <PlanList
          plans={plans}
          shownId={shownId}
          activating={activate.isPending ? (activate.variables ?? null) : null}
          onActivate={onActivate}
          onDelete={onDelete}
        />
      ) : null}
    </>
  );
}
