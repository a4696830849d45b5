import { Ban, CalendarDays, ListChecks, UtensilsCrossed } from "lucide-react";
import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { freeFromList } from "../../../shared/allergens";
import type { PlanData } from "../../../shared/plan-data";
import { weekSpan } from "../../../shared/plan-dates";
import type { UnitSystem } from "../../../shared/units";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { usePlanCheck } from "./plan-check";
import { ShareButton, SharingPanel } from "./share-button";
import { WeekTabs } from "./week-tabs";
import { WeeklySummary } from "./weekly-summary";
import { whenIdle } from "./when-idle";

// The plan appears in steps, so that none is one long task on a phone (bench/README.md "bench:browser"):
// a placeholder while the plan is checked (plan-check.ts), then the heading with the chosen day, then
// the weekly summary; the shopping list's code loads with its tab or when the browser is idle.

const loadShopping = () => import("./plan-shopping");
const OwnerShoppingList = lazy(() => loadShopping().then((m) => ({ default: m.OwnerShoppingList })));
const LocalShoppingList = lazy(() => loadShopping().then((m) => ({ default: m.LocalShoppingList })));

interface ViewerProps {
  plan: { id: string; plan_data: unknown };
  units: UnitSystem;
  /** The signed-in owner: swap, share and server-kept shopping ticks. Absent on a shared page. */
  owner?: { uid: string } | undefined;
  actions?: React.ReactNode;
  title?: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
}

export function PlanViewer({
  plan,
  units,
  owner,
  actions,
  title = "Your Meal Plan",
  headingRef,
}: ViewerProps) {
  const check = usePlanCheck(plan.plan_data);
  if (check.state === "checking") {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading your plan…</span>
        <div className="h-20 animate-pulse rounded-xl bg-muted" />
        <div className="h-96 animate-pulse rounded-xl bg-muted" />
      </div>
    );
  }
  if (check.state === "invalid") {
    return (
      <p className="rounded-xl border p-8 text-center text-muted-foreground">No meal plan data available</p>
    );
  }
  const { data } = check;
  const goalLabel = data.goals.fitness_goal.replaceAll("_", " ");
  const freeFrom = data.free_from
    ? freeFromList(data.free_from.allergies, data.free_from.excluded_foods)
    : null;
  return (
    <section aria-labelledby="plan-title" className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="plan-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold focus:outline-none"
          >
            {title}
          </h2>
          <p className="text-lg capitalize text-primary">{goalLabel} Journey</p>
          {freeFrom ? <FreeFrom list={freeFrom} /> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          {owner ? <ShareButton planId={plan.id} goalLabel={goalLabel} /> : null}
        </div>
      </div>
      <PlanBody data={data} planId={plan.id} units={units} ownerUid={owner?.uid} />
    </section>
  );
}

function PlanBody({
  data,
  planId,
  units,
  ownerUid,
}: {
  data: PlanData;
  planId: string;
  units: UnitSystem;
  ownerUid: string | undefined;
}) {
  // Rendered after the chosen day has been committed: the day first, the summary in the next pass.
  const later = useDeferredValue(true, false);
  useEffect(() => {
    if (!later) return;
    // The code behind the Shopping list tab and the Swap buttons, fetched while nothing else happens.
    return whenIdle(() => {
      void loadShopping();
      if (ownerUid) void import("./swap-dialog");
    });
  }, [later, ownerUid]);
  return (
    <>
      {ownerUid ? <SharingPanel planId={planId} /> : null}
      <div className="flex flex-col gap-1 rounded-xl bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <CalendarDays className="size-5 text-primary" aria-hidden /> This Week's Plan
        </h3>
        <p className="text-sm text-muted-foreground">
          Week of {weekSpan(data.week_start)} ·{" "}
          <strong className="text-foreground">{data.total_daily_calories}</strong> cal/day target
        </p>
      </div>
      <Tabs defaultValue="meals" className="grid grid-cols-1 gap-4">
        <TabsList aria-label="Plan views" className="grid-cols-2 sm:max-w-sm">
          <TabsTrigger value="meals" className="flex items-center justify-center gap-2">
            <UtensilsCrossed className="size-4" aria-hidden /> Meals
          </TabsTrigger>
          <TabsTrigger value="shopping" className="flex items-center justify-center gap-2">
            <ListChecks className="size-4" aria-hidden /> Shopping list
          </TabsTrigger>
        </TabsList>
        <TabsContent value="meals" className="focus-visible:outline-none">
          <WeekTabs data={data} planId={planId} units={units} ownerUid={ownerUid} />
        </TabsContent>
        <TabsContent value="shopping" className="focus-visible:outline-none">
          <Suspense
            fallback={
              <p role="status" className="p-6 text-center text-muted-foreground">
                Loading the shopping list…
              </p>
            }
          >
            {ownerUid ? (
              <OwnerShoppingList data={data} planId={planId} units={units} />
            ) : (
              <LocalShoppingList data={data} units={units} />
            )}
          </Suspense>
        </TabsContent>
      </Tabs>
      {later ? <WeeklySummary data={data} /> : null}
    </>
  );
}

/**
 * What every meal leaves out, said in words beside an icon (never by colour alone). A "no" sign rather
 * than a shield: the plan leaves out ingredients; it cannot vouch for how a product was made.
 */
function FreeFrom({ list }: { list: string }) {
  return (
    <p
      className="mt-2 flex items-start gap-2 rounded-lg border border-primary/30 bg-accent px-3 py-2 text-sm text-accent-foreground"
      data-testid="free-from"
    >
      <Ban className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">Free from:</strong> {list}
      </span>
    </p>
  );
}
