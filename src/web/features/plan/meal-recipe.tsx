import type { PlanMeal } from "../../../shared/plan-data";
import { servingsNumber, showAmount, showStep, type UnitSystem } from "../../../shared/units";

// A meal's ingredients and steps behind its card's disclosure (meal-card.tsx), in the units chosen.

function Lines({
  ingredients,
  steps,
  units,
}: {
  ingredients: readonly string[];
  steps: readonly string[];
  units: UnitSystem;
}) {
  return (
    <>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Ingredients</p>
      <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        {ingredients.map((ing) => (
          <li key={ing} className="flex gap-2">
            <span aria-hidden className="text-primary">
              •
            </span>
            {showAmount(ing, units)}
          </li>
        ))}
      </ul>
      {steps.length > 0 ? (
        <>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Method</p>
          <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
            {steps.map((step) => (
              <li key={step}>{showStep(step, units)}</li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}

/**
 * A meal's recipe. A cooked meal with a pot shows it (docs/product/household.md,
 * docs/product/cooking-time.md): every portion it makes, a household's and those kept for later meals,
 * in one set of amounts and steps, since that is what the cook makes; each person's share of a
 * household's pot is on the card (household-portions.tsx). Any other meal shows the person's portion.
 */
export function Recipe({
  meal,
  units,
  title,
  people = true,
}: {
  meal: PlanMeal;
  units: UnitSystem;
  title?: string;
  /** False where the household's members are not shown (a shared page the owner did not opt in to). */
  people?: boolean;
}) {
  const pot = meal.pot;
  return (
    <div className="grid gap-2">
      {title ? <h5 className="text-sm font-semibold">{title}</h5> : null}
      {pot ? (
        <>
          <h5 className="text-sm font-semibold" data-testid="pot-heading">
            {pot.later_only ? "To cook" : "For the pot"}: {servingsNumber(pot.servings)}{" "}
            {pot.servings > 1 ? "servings" : "serving"}
          </h5>
          <p className="text-xs text-muted-foreground">
            {pot.later_only
              ? `The amounts are for this meal and the portions kept for later together; this meal is ${servingsNumber(meal.servings)} ${meal.servings === 1 ? "serving" : "servings"}.`
              : people
                ? `The amounts are for everyone's portions together; yours is ${servingsNumber(meal.servings)}.`
                : "The amounts are for the whole household's portions together."}
          </p>
          <Lines ingredients={pot.ingredients} steps={pot.instructions} units={units} />
        </>
      ) : (
        <>
          {meal.servings !== 1 ? (
            <p className="text-xs text-muted-foreground">
              {meal.servings} servings of the recipe; the amounts are for your portion.
            </p>
          ) : null}
          <Lines ingredients={meal.ingredients} steps={meal.instructions} units={units} />
        </>
      )}
    </div>
  );
}
