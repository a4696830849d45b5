import { Users } from "lucide-react";
import type { PlanMeal, PlanMember } from "../../../shared/plan-data";
import { servingsNumber } from "../../../shared/units";

// A household plan shown as a family cooks it (docs/product/household.md): beside the owner's dish,
// each person's portion of the same pot, and who has a dish of their own at this meal and why. A
// member's meal is shared when it has the owner's recipe_id at the same day and type; a member away
// at this meal has no meal of that type and is not listed.

/** Why a member has their own dish, in a few words, from the rule id the meal carries. */
const OWN_DISH_WHY: Record<string, string> = {
  allergies: "allergies",
  diet_foods: "food preference",
  keto_dish: "keto diet",
  olive_oil_main: "health rules",
  stand_ins: "health rules",
  diabetes_no_sugar: "no added sugar",
  recipe_version: "their version of the recipe",
  child_caffeine: "no tea or coffee for children",
  meal_fruit: "health rules",
  not_eligible: "food preference or health rules",
  energy: "their day's energy",
  protein: "their day's protein",
  fat: "their day's fat",
  carbs: "their day's carbohydrate",
  saturated_fat: "their day's saturated fat",
  sodium: "their day's sodium",
  fiber: "their day's fibre",
  cooking_time: "cooking time",
};
const whyOwn = (rule: string) => OWN_DISH_WHY[rule] ?? "their day's targets";

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

/** "You 1½ servings · Ana 1 · Leo: own dish (Dal khichdi, allergies)": the unit once, as a cook reads it. */
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
  return (
    <div className="flex items-start gap-2 text-sm" data-testid="meal-portions">
      <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <ul className="flex min-w-0 flex-wrap gap-x-1" aria-label={`Portions of ${meal.name}`}>
        {rows.map((r, i) => (
          <li key={r.id} className="wrap-break-word">
            {i > 0 ? (
              <span aria-hidden className="mr-1 text-muted-foreground">
                ·
              </span>
            ) : null}
            {r.kind === "shared" ? (
              <>
                <span className="font-medium">{r.name}</span>{" "}
                {i === 0 ? servingsText(r.servings) : servingsNumber(r.servings)}
              </>
            ) : (
              <>
                <span className="font-medium">{r.name}</span>: own dish ({r.dish}, {r.why})
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
