import { Clock } from "lucide-react";
import type { PlanMeal } from "../../../shared/plan-data";
import { cn } from "../../lib/utils";

const TYPE_STYLES: Record<string, string> = {
  breakfast: "bg-amber-100 text-amber-900 border-amber-200",
  lunch: "bg-emerald-100 text-emerald-900 border-emerald-200",
  dinner: "bg-indigo-100 text-indigo-900 border-indigo-200",
  snack: "bg-pink-100 text-pink-900 border-pink-200",
};

/** Spec §2: each meal type has its colour; anything unknown is styled as a snack. */
export function mealTypeStyle(type: string): string {
  return TYPE_STYLES[type] ?? (TYPE_STYLES.snack as string);
}

const grams = (n: number) => `${Math.round(n)} g`;

export function MealCard({ meal }: { meal: PlanMeal }) {
  const macros = [
    ["Protein", grams(meal.protein_g)],
    ["Carbs", grams(meal.carbs_g)],
    ["Fat", grams(meal.fat_g)],
    ["Fibre", grams(meal.fiber_g)],
  ] as const;
  return (
    <article
      className="grid gap-3 rounded-xl border bg-background p-4 shadow-sm"
      aria-label={`${meal.type}: ${meal.name}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={cn(
            "rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize",
            mealTypeStyle(meal.type),
          )}
        >
          {meal.type}
        </span>
        <span className="flex items-center gap-3 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <Clock className="size-4" aria-hidden /> {meal.time}
          </span>
          <span className="font-semibold text-foreground" data-testid="meal-calories">
            {meal.calories} cal
          </span>
        </span>
      </header>
      <h4 className="text-lg font-semibold leading-snug">{meal.name}</h4>
      <dl className="grid grid-cols-4 gap-2 text-center text-xs">
        {macros.map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted px-1 py-1.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {meal.servings !== 1 ? (
        <p className="text-xs text-muted-foreground">
          {meal.servings} servings of the recipe; amounts below are for your portion.
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-1.5" aria-label="Ingredients">
        {meal.ingredients.map((ing) => (
          <li key={ing} className="rounded-full bg-accent px-2.5 py-1 text-xs text-accent-foreground">
            {ing}
          </li>
        ))}
      </ul>
      {meal.instructions.length > 0 ? (
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
          {meal.instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}
