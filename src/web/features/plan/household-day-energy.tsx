import type { PlanMember } from "../../../shared/plan-data";

// Each member's day beside the owner's nutrition (docs/product/household.md): their energy against
// their own target, so the cook sees every eater's day is on target, not only their own.

const kcal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
/** A member's main meals not eaten at home have no meal in their day; their figure is lower for it. */
const MAIN_MEALS = ["breakfast", "lunch", "dinner"] as const;

/** "Ana 1,820 of 1,850 kcal", one line a member, for the day at `dayIndex`. */
export function HouseholdDayEnergy({
  members,
  dayIndex,
  day,
}: {
  members: readonly PlanMember[];
  dayIndex: number;
  day: string;
}) {
  return (
    <div className="mt-3 border-t pt-3 text-sm">
      <p className="mb-1 font-semibold">{day}: everyone's energy</p>
      <ul className="grid gap-0.5" data-testid="member-day-energy">
        {members.map((m) => {
          const theirs = m.days[dayIndex];
          if (!theirs) return null;
          const away = MAIN_MEALS.filter((t) => !theirs.meals.some((x) => x.type === t));
          return (
            <li key={m.member_id} className="wrap-break-word tabular-nums">
              <span className="font-medium">{m.name}</span> {kcal.format(theirs.totals.calories)} of{" "}
              {kcal.format(m.targets.calories)} kcal
              {away.length > 0 ? (
                <span className="text-muted-foreground"> · {away.join(" and ")} away from home</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
