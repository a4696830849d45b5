import { CheckCircle2, Eye, Trash2 } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "wouter";
import { planPath } from "../../../shared/dashboard-paths";
import { labelOf } from "../../../shared/domain";
import type { MealPlanSummary } from "../../../shared/meal-plan-api";
import { weekSpan } from "../../../shared/plan-dates";
import { Button, buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/utils";

// The dialog (and the dialog library) loads with the first Delete, not with the dashboard.
const DeletePlanDialog = lazy(() =>
  import("./delete-plan-dialog").then((m) => ({ default: m.DeletePlanDialog })),
);

// The person's plans, newest first (docs/product/plans-over-time.md): each can be opened, made the
// active plan or deleted. The newest few show at first; the rest are one button away.

const FIRST_SHOWN = 4;

export function PlanList({
  plans,
  shownId,
  activating,
  onActivate,
  onDelete,
}: {
  plans: readonly MealPlanSummary[];
  /** The plan on show above, marked in the list. */
  shownId: string | undefined;
  /** The plan being made active, while the server answers. */
  activating: string | null;
  onActivate(id: string): void;
  onDelete(plan: MealPlanSummary): Promise<boolean>;
}) {
  const [all, setAll] = useState(false);
  const [deleting, setDeleting] = useState<MealPlanSummary | null>(null);
  // Kept once asked for, so it closes (and hands focus back) as a mounted dialog does.
  const [asked, setAsked] = useState(false);
  const shown = all ? plans : plans.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby="plans-title" className="grid grid-cols-1 gap-3">
      <h2 id="plans-title" className="text-xl font-semibold">
        Your plans <span className="text-base font-normal text-muted-foreground">({plans.length})</span>
      </h2>
      <ul className="grid grid-cols-1 gap-2" aria-labelledby="plans-title">
        {shown.map((p) => (
          <PlanRow
            key={p.id}
            plan={p}
            shown={p.id === shownId}
            activating={activating === p.id}
            onActivate={() => onActivate(p.id)}
            onDelete={() => {
              setAsked(true);
              setDeleting(p);
            }}
          />
        ))}
      </ul>
      {plans.length > FIRST_SHOWN ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setAll(!all)}>
          {all ? "Show fewer plans" : `Show all ${plans.length} plans`}
        </Button>
      ) : null}
      {asked ? (
        <Suspense fallback={null}>
          <DeletePlanDialog
            plan={deleting}
            onCancel={() => setDeleting(null)}
            onConfirm={async () => {
              if (deleting && (await onDelete(deleting))) setDeleting(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

// One formatter for every row: building one per call (toLocaleString) cost milliseconds a row on a phone.
let madeFormat: Intl.DateTimeFormat | undefined;
const made = (iso: string) => {
  madeFormat ??= new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  return madeFormat.format(new Date(iso));
};

function PlanRow({
  plan,
  shown,
  activating,
  onActivate,
  onDelete,
}: {
  plan: MealPlanSummary;
  shown: boolean;
  activating: boolean;
  onActivate(): void;
  onDelete(): void;
}) {
  const titleId = useId();
  return (
    <li
      className={cn(
        "grid grid-cols-1 gap-3 rounded-xl border p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:p-4",
        shown && "border-primary bg-accent/40",
      )}
      data-testid="plan-row"
    >
      <div className="min-w-0">
        <p id={titleId} className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
          <span>Week of {weekSpan(plan.week_start)}</span>
          {plan.is_active ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
              <CheckCircle2 className="size-3" aria-hidden /> Active plan
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {labelOf(plan.fitness_goal)} · {labelOf(plan.cuisine)} · {plan.total_daily_calories} kcal a day ·
          made {made(plan.created_at)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {shown ? (
          <span className="inline-flex h-9 items-center gap-1 px-1 text-sm font-medium text-primary">
            <Eye className="size-4" aria-hidden /> On show
          </span>
        ) : (
          <Link
            href={planPath(plan.id)}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            aria-describedby={titleId}
          >
            Open
          </Link>
        )}
        {plan.is_active ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={onActivate}
            disabled={activating}
            aria-describedby={titleId}
          >
            {activating ? "Making active…" : "Make active"}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete} aria-describedby={titleId}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}
