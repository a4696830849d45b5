import type { NutrientTotals, PlanMember } from "../../../shared/plan-data";
import { cn } from "../../lib/utils";
import { HouseholdDayEnergy } from "./household-day-energy";
import { type EnergyShares, nutrientRows, type Status } from "./nutrition-status";

const ROWS: Record<keyof NutrientTotals, { label: string; unit: string; against: string }> = {
  calories: { label: "Energy", unit: "kcal", against: "of" },
  protein_g: { label: "Protein", unit: "g", against: "of" },
  carbs_g: { label: "Carbohydrate", unit: "g", against: "of" },
  fat_g: { label: "Fat", unit: "g", against: "of" },
  fiber_g: { label: "Fibre", unit: "g", against: "goal" },
  sodium_mg: { label: "Sodium", unit: "mg", against: "limit" },
};

/**
 * Outside a band the engine holds is a problem (red); a goal it only aims for, not reached, is a
 * caution (amber); within the band is on target (the brand colour), wherever in the band it falls.
 */
const BAR: Record<Status, string> = {
  under: "bg-destructive",
  over: "bg-destructive",
  below: "bg-amber-500",
  on: "bg-primary",
};
const TEXT: Record<Status, string> = {
  under: "text-destructive",
  over: "text-destructive",
  below: "text-amber-800",
  on: "text-primary",
};
/** The bar's full width is 150 % of the target, so amounts above the target still look larger. */
const SCALE = 1.5;

/**
 * A day's nutrients against the plan's targets: amount, where it stands and a status in words that
 * name the engine's band, with a bar whose colour repeats the status and a tick at the target.
 */
export function DayNutrition({
  totals,
  targets,
  shares,
  day,
  household,
}: {
  totals: NutrientTotals;
  targets: NutrientTotals;
  shares: EnergyShares;
  day: string;
  /** A household plan's members and this day: each member's energy against their own target. */
  household?: { members: readonly PlanMember[]; dayIndex: number } | undefined;
}) {
  return (
    <>
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
          {nutrientRows(totals, targets, shares).map(({ key, figure, status, words, ratio }) => {
            const { label, unit, against } = ROWS[key];
            const value = Math.round(totals[key]);
            const target = Math.round(targets[key]);
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
                    {against} {target}
                  </span>
                </td>
                <td className="w-2/5 py-1.5">
                  <span
                    className={cn("block text-xs font-semibold", TEXT[status])}
                    data-testid="nutrient-status"
                  >
                    {figure} · {words}
                  </span>
                  <span aria-hidden className="relative mt-1 block h-2 w-full rounded-full bg-muted">
                    <span
                      className={cn("block h-full rounded-full", BAR[status])}
                      style={{ width: `${(Math.min(SCALE, ratio) / SCALE) * 100}%` }}
                    />
                    <span
                      className="absolute -top-0.5 block h-3 w-0.5 bg-foreground/70"
                      style={{ left: `${(1 / SCALE) * 100}%` }}
                    />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {household && household.members.length > 0 ? (
        <HouseholdDayEnergy members={household.members} dayIndex={household.dayIndex} day={day} />
      ) : null}
    </>
  );
}
