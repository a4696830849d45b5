import { memo } from "react";
import { labelOf } from "../../../shared/domain";
import type { PlanData } from "../../../shared/plan-data";
import { totalMealsText } from "./group-meals";
import { OFF_SCREEN } from "./off-screen";

/** Where a long word may break with a hyphen in a narrow tile (browsers without hyphenation data). */
const SOFT_HYPHENS: Record<string, string> = { Mediterranean: "Medi\u00adterra\u00adnean" };

export const WeeklySummary = memo(function WeeklySummary({ data }: { data: PlanData }) {
  const stats = [
    ["Daily target", `${data.total_daily_calories} cal`],
    ["Days planned", "7"],
    ["Total meals", totalMealsText(data.days)],
    ["Cuisine", SOFT_HYPHENS[labelOf(data.goals.cuisine)] ?? labelOf(data.goals.cuisine)],
  ] as const;
  return (
    <section
      aria-labelledby="summary-title"
      className={`grid grid-cols-1 gap-4 rounded-xl border p-4 sm:p-5 ${OFF_SCREEN}`}
    >
      <h3 id="summary-title" className="text-lg font-semibold">
        Weekly Summary
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-lg bg-muted px-2 py-3 text-center sm:px-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            {/* A long word ("Mediterranean") breaks inside its tile rather than spilling out of it. */}
            <dd className="text-lg font-bold text-primary hyphens-auto wrap-break-word sm:text-xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {data.notes.length > 0 ? (
        <div>
          <h4 className="mb-2 text-sm font-semibold">How this plan was built</h4>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
            {data.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
});
