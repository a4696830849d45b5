import type { NutrientTotals } from "../../../shared/plan-data";
import { cn } from "../../lib/utils";
import { type NutrientKind, STATUS_LABEL, type Status, statusOf } from "./nutrition-status";

const ROWS: readonly { key: keyof NutrientTotals; label: string; unit: string; kind: NutrientKind }[] = [
  { key: "calories", label: "Energy", unit: "kcal", kind: "target" },
  { key: "protein_g", label: "Protein", unit: "g", kind: "target" },
  { key: "carbs_g", label: "Carbohydrate", unit: "g", kind: "target" },
  { key: "fat_g", label: "Fat", unit: "g", kind: "target" },
  { key: "fiber_g", label: "Fibre", unit: "g", kind: "floor" },
  { key: "sodium_mg", label: "Sodium", unit: "mg", kind: "limit" },
];

/** Over a limit is a problem (red); over a target is not, but it is not "on target" either (indigo). */
const BAR: Record<Status, string> = {
  under: "bg-amber-500",
  on: "bg-primary",
  above: "bg-primary",
  over: "bg-indigo-600",
};
const TEXT: Record<Status, string> = {
  under: "text-amber-800",
  on: "text-primary",
  above: "text-primary",
  over: "text-indigo-800",
};
/** The bar's full width is 150 % of the target, so amounts above the target still look larger. */
const SCALE = 150;

/**
 * A day's nutrients against the plan's targets: amount, share of target and a status in words, with a
 * bar whose colour repeats the status and a tick at the target.
 */
export function DayNutrition({
  totals,
  targets,
  day,
}: {
  totals: NutrientTotals;
  targets: NutrientTotals;
  day: string;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{day}: nutrition against your targets</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Nutrient</th>
          <th scope="col">Amount</th>
          <th scope="col">Against target</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ key, label, unit, kind }) => {
          const value = Math.round(totals[key]);
          const target = Math.round(targets[key]);
          const pct = target > 0 ? Math.round((value / target) * 100) : 0;
          const status = statusOf(value, target, kind, key === "calories");
          const word =
            kind === "limit" ? (status === "over" ? "Over the limit" : "Within limit") : STATUS_LABEL[status];
          const over = kind === "limit" && status === "over";
          return (
            <tr key={key} className="align-middle" data-status={status}>
              <th scope="row" className="py-1.5 pr-3 text-left font-medium sm:w-32">
                {label}
              </th>
              {/* On a phone the amount and its target take a line each, never "2202 / kcal / of". */}
              <td className="py-1.5 pr-3 tabular-nums">
                <span className="whitespace-nowrap">
                  {value} {unit}
                </span>{" "}
                <span className="whitespace-nowrap text-muted-foreground">
                  {kind === "limit" ? "limit" : kind === "floor" ? "goal" : "of"} {target}
                </span>
              </td>
              <td className="w-2/5 py-1.5">
                <span className={cn("block text-xs font-semibold", over ? "text-destructive" : TEXT[status])}>
                  {pct}% · {word}
                </span>
                <span aria-hidden className="relative mt-1 block h-2 w-full rounded-full bg-muted">
                  <span
                    className={cn("block h-full rounded-full", over ? "bg-destructive" : BAR[status])}
                    style={{ width: `${(Math.min(SCALE, pct) / SCALE) * 100}%` }}
                  />
                  <span
                    className="absolute -top-0.5 block h-3 w-0.5 bg-foreground/70"
                    style={{ left: `${(100 / SCALE) * 100}%` }}
                  />
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
