import type { NutrientTotals } from "../../../shared/plan-data";

const ROWS = [
  { key: "calories", label: "Energy", unit: "kcal", limit: false },
  { key: "protein_g", label: "Protein", unit: "g", limit: false },
  { key: "carbs_g", label: "Carbohydrate", unit: "g", limit: false },
  { key: "fat_g", label: "Fat", unit: "g", limit: false },
  { key: "fiber_g", label: "Fibre", unit: "g", limit: false },
  { key: "sodium_mg", label: "Sodium", unit: "mg", limit: true },
] as const;

/**
 * A day's nutrients against the plan's targets. The numbers are text in a table (what a screen reader
 * reads); the bars beside them are decoration.
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
          <th scope="col">Share of target</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ key, label, unit, limit }) => {
          const value = Math.round(totals[key]);
          const target = Math.round(targets[key]);
          const pct = target > 0 ? Math.round((value / target) * 100) : 0;
          const over = limit && value > target;
          return (
            <tr key={key} className="align-middle">
              <th scope="row" className="w-28 py-1 text-left font-medium">
                {label}
              </th>
              <td className="w-44 py-1 tabular-nums">
                {value} {unit}{" "}
                <span className="text-muted-foreground">
                  {limit ? "limit" : "of"} {target}
                </span>
              </td>
              <td className="py-1">
                <span className="sr-only">{pct}%</span>
                <span aria-hidden className="block h-2 w-full overflow-hidden rounded-full bg-muted">
                  <span
                    className={over ? "block h-full bg-destructive" : "block h-full bg-primary"}
                    style={{ width: `${Math.min(100, pct)}%` }}
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
