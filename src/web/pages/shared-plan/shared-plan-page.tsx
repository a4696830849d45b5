import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";
import { BRAND } from "../../../../content/site";
import { labelOf } from "../../../shared/domain";
import type { SharedPlan } from "../../../shared/plan-share-api";
import type { UnitSystem } from "../../../shared/units";
import { cmToFeetInches, kgToLb } from "../../../shared/units";
import { buttonVariants } from "../../components/ui/button";
import { NotFoundPage } from "../../features/marketing/not-found-page";
import { PlanViewer } from "../../features/plan/plan-viewer";
import { type PageHead, useHead } from "../../lib/head";

// docs/product/sharing.md: a plan shared by its owner, read-only and without sign-in. It shows the owner's
// name, body figures and health conditions only when they chose to include them; search engines are told not
// to index it (here and in the server's X-Robots-Tag).

export const sharedHead = (path: string): PageHead => ({
  title: `A shared meal plan | ${BRAND}`,
  description: `A 7-day meal plan shared from ${BRAND}.`,
  path,
  noindex: true,
});

type State =
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "error" }
  | { kind: "ready"; shared: SharedPlan };

export default function SharedPlanPage() {
  const { token = "" } = useParams<{ token: string }>();
  useHead(sharedHead(`/shared/${token}`));
  const [state, setState] = useState<State>({ kind: "loading" });
  const [units, setUnits] = useState<UnitSystem>("metric");
  useEffect(() => {
    let live = true;
    fetch(`/api/shared/${encodeURIComponent(token)}`)
      .then(async (res) => {
        if (!live) return;
        if (res.status === 404) setState({ kind: "missing" });
        else if (!res.ok) setState({ kind: "error" });
        else setState({ kind: "ready", shared: (await res.json()) as SharedPlan });
      })
      .catch(() => live && setState({ kind: "error" }));
    return () => {
      live = false;
    };
  }, [token]);

  if (state.kind === "missing") return <NotFoundPage />;
  if (state.kind === "loading")
    return (
      <p role="status" className="mx-auto max-w-5xl px-4 py-16 text-center text-muted-foreground">
        Loading the shared plan…
      </p>
    );
  if (state.kind === "error")
    return (
      <p role="alert" className="mx-auto max-w-5xl px-4 py-16 text-center text-destructive">
        The shared plan could not be loaded. Reload the page to try again.
      </p>
    );
  const { shared } = state;
  const p = shared.profile;
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">A shared {BRAND} meal plan</h1>
        {p ? (
          <p className="text-muted-foreground" data-testid="shared-profile">
            Shared by {p.name}
            {p.age ? ` · ${p.age} years` : ""}
            {p.height_cm
              ? units === "imperial"
                ? ` · ${cmToFeetInches(p.height_cm).feet} ft ${cmToFeetInches(p.height_cm).inches} in`
                : ` · ${p.height_cm} cm`
              : ""}
            {p.weight_kg
              ? units === "imperial"
                ? ` · ${kgToLb(p.weight_kg)} lb`
                : ` · ${p.weight_kg} kg`
              : ""}
            {p.health_conditions.length > 0
              ? ` · ${p.health_conditions.map((c) => labelOf(c)).join(", ")}`
              : ""}
          </p>
        ) : (
          <p className="text-muted-foreground">Read-only: someone shared this week of meals with you.</p>
        )}
        <fieldset className="flex flex-wrap items-center gap-4 text-sm">
          <legend className="sr-only">Units</legend>
          {(["metric", "imperial"] as const).map((u) => (
            <label key={u} className="flex items-center gap-2">
              <input
                type="radio"
                name="units"
                className="size-4 accent-primary"
                checked={units === u}
                onChange={() => setUnits(u)}
              />
              {u === "metric" ? "Metric amounts" : "Imperial amounts"}
            </label>
          ))}
        </fieldset>
      </div>
      <PlanViewer plan={{ id: "shared", plan_data: shared.plan_data }} units={units} title="The meal plan" />
      <div className="grid place-items-center gap-3 rounded-xl border bg-muted p-6 text-center">
        <p className="font-semibold">Want a plan built for you?</p>
        <Link href="/" className={buttonVariants()}>
          Start your own free plan
        </Link>
      </div>
    </div>
  );
}
