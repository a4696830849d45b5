import { Users } from "lucide-react";
import { ownDishWhy } from "../../../shared/own-dish-reason";
import type { PlanMeal, PlanMember } from "../../../shared/plan-data";
import { servingsNumber } from "../../../shared/units";

// A household plan shown as a family cooks it (docs/product/household.md): beside the owner's dish,
// each person's portion of the same pot, and who has a dish of their own at this meal and why. A
// member's meal is shared when it has the owner's recipe_id at the same day and type; a member away
// at this meal has no meal of that type and is not listed.

const whyOwn = ownDishWhy;

const servingsText = (n: number) => `${servingsNumber(n)} ${n > 1 ? "servings" : "serving"}`;

export type Portion =
  | { kind: "shared"; id: string; name: string; servings: number }
  | { kind: "own"; id: string; name: string; dish: string; why: string };

/** Everyone's portion of the owner's meal at `dayIndex`: the owner first, then each member at home. */
export function portionsOf(meal: PlanMeal, dayIndex: number, members: readonly PlanMember[]): Portion[] {
  const rows: Portion[] = [{ kind: "shared", id: "owner", name: "You", servings: meal.servings }];
  for (const m of members) {
    const theirs = m.days[dayIndex]?.meals.filter((x) => x.type === meal.type) ?? [];
    const shared = theirs.find((x) => x.recipe_id === meal.recipe_id && !x.own_dish_reason);
    if (shared) rows.push({ kind: "shared", id: m.member_id, name: m.name, servings: shared.servings });
    else {
      const own = theirs.find((x) => x.own_dish_reason);
      if (own)
        rows.push({
          kind: "own",
          id: m.member_id,
          name: m.name,
          dish: own.name,
          why: whyOwn(own.own_dish_reason ?? ""),
        });
    }
  }
  return rows;
}

/**
 * The pot this meal is cooked in, when it is a household's (plan_data `pot`): its servings and how
 * many of them are kept for later meals (everyone's portions of the leftovers it cooks for).
 */
export function potShare(
  meal: PlanMeal,
  rows: readonly Portion[],
): { servings: number; kept: number } | null {
  if (!meal.pot) return null;
  const now = rows.reduce((a, r) => a + (r.kind === "shared" ? r.servings : 0), 0);
  // Servings are quarters: anything under an eighth is rounding, not a portion kept.
  const kept = Math.max(0, Math.round((meal.pot.servings - now) * 4) / 4);
  return { servings: meal.pot.servings, kept };
}

const dot = (
  <span aria-hidden className="text-muted-foreground">
    {" · "}
  </span>
);

/**
 * "You 1½ · Ana 1 · Leo ¾ of 3¼ servings · Ravi: own dish (Dal khichdi, allergies)": each person's
 * share of the pot, as a cook reads it. Without a pot (a leftover meal), "You 1½ servings · Ana 1".
 */
export function HouseholdPortions({
  meal,
  dayIndex,
  members,
}: {
  meal: PlanMeal;
  dayIndex: number;
  members: readonly PlanMember[];
}) {
  const rows = portionsOf(meal, dayIndex, members);
  const shared = rows.filter((r) => r.kind === "shared");
  const own = rows.filter((r) => r.kind === "own");
  const pot = potShare(meal, rows);
  return (
    <div className="flex items-start gap-2 text-sm" data-testid="meal-portions">
      <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 wrap-break-word">
        <ul className="inline" aria-label={`Portions of ${meal.name}`}>
          {shared.map((r, i) => (
            <li className="inline" key={r.id}>
              {i > 0 ? dot : null}
              <span className="font-medium">{r.name}</span>{" "}
              {i === 0 && !pot ? servingsText(r.servings) : servingsNumber(r.servings)}
            </li>
          ))}
        </ul>
        {pot ? (
          <span data-testid="pot-share">
            {" "}
            of {servingsText(pot.servings)}
            {pot.kept > 0 ? ` (${servingsNumber(pot.kept)} kept for later)` : ""}
          </span>
        ) : null}
        {own.length > 0 ? (
          <ul className="inline" aria-label={`Dishes of their own at this ${meal.type}`}>
            {own.map((r) =>
              r.kind === "own" ? (
                <li className="inline" key={r.id}>
                  {dot}
                  <span className="font-medium">{r.name}</span>: own dish ({r.dish}, {r.why})
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
