import { ArrowLeftRight, CalendarClock, ChevronDown, Clock, Repeat, Timer } from "lucide-react";
import { useId, useState } from "react";
import { cooksForLabel, leftoverLabel } from "../../../shared/leftover-text";
import { mealMinutesLine } from "../../../shared/minutes";
import type { PlanMember } from "../../../shared/plan-data";
import type { UnitSystem } from "../../../shared/units";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import type { MealGroup } from "./group-meals";
import { HouseholdPortions } from "./household-portions";
import { Recipe } from "./meal-recipe";
import { substituteLines } from "./substitutes";

const TYPE_STYLES: Record<string, string> = {
  breakfast: "bg-amber-100 text-amber-900 border-amber-200",
  lunch: "bg-emerald-100 text-emerald-900 border-emerald-200",
  dinner: "bg-indigo-100 text-indigo-900 border-indigo-200",
  snack: "bg-pink-100 text-pink-900 border-pink-200",
};

/** Each meal type has its colour; anything unknown is styled as a snack. */
export function mealTypeStyle(type: string): string {
  return TYPE_STYLES[type] ?? (TYPE_STYLES.snack as string);
}

const grams = (n: number) => `${Math.round(n)} g`;

/**
 * One meal at a glance (type, time, name, calories, macros), with its recipe behind a disclosure and,
 * inside it, any food the user asked to include with this meal.
 */
export function MealCard({
  group,
  units,
  onSwap,
  household,
}: {
  group: MealGroup;
  units: UnitSystem;
  onSwap?: (() => void) | undefined;
  /** A household plan's members and this card's day: each person's portion is listed. */
  household?: { members: readonly PlanMember[]; dayIndex: number } | undefined;
}) {
  const { meal, extras, kcal } = group;
  const [open, setOpen] = useState(false);
  const id = useId();
  const swaps = substituteLines([meal, ...extras.map((e) => e.meal)]);
  const minutes = mealMinutesLine(meal);
  const batch = leftoverLabel(meal) ?? cooksForLabel(meal);
  const macros = [
    ["Protein", grams(meal.protein_g)],
    ["Carbs", grams(meal.carbs_g)],
    ["Fat", grams(meal.fat_g)],
    ["Fibre", grams(meal.fiber_g)],
  ] as const;
  return (
    <article
      className="flex min-w-0 flex-col gap-3 self-start rounded-xl border bg-background p-4 shadow-sm"
      aria-labelledby={`${id}-name`}
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
          <span className="font-semibold text-foreground">
            <span data-testid="meal-calories">{kcal}</span> cal
          </span>
        </span>
      </header>
      <h4 id={`${id}-name`} className="text-lg font-semibold leading-snug wrap-break-word">
        {meal.name}
      </h4>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {macros.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {household && household.members.length > 0 ? (
        <HouseholdPortions meal={meal} dayIndex={household.dayIndex} members={household.members} />
      ) : null}
      {minutes ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="meal-minutes">
          <Timer className="mt-0.5 size-4 shrink-0" aria-hidden />
          {minutes}
        </p>
      ) : null}
      {batch ? (
        <p className="flex items-start gap-2 text-sm font-medium" data-testid="meal-leftovers">
          <Repeat className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {batch}
        </p>
      ) : null}
      {meal.ahead ? (
        <p className="flex items-start gap-2 text-sm" data-testid="meal-ahead">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            <strong className="font-semibold">Ahead:</strong> {meal.ahead}
          </span>
        </p>
      ) : null}
      {swaps.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={`Swapped for you in ${meal.name}`}>
          {swaps.map((line) => (
            <li key={line} className="flex items-start gap-2">
              <ArrowLeftRight className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      {extras.map(({ meal: extra, kcal: extraKcal }) => (
        <p key={extra.recipe_id} className="rounded-md bg-muted px-3 py-1.5 text-sm">
          With {meal.type}: <strong className="font-semibold">{extra.name}</strong> (
          <span data-testid="extra-calories">{extraKcal}</span> cal)
        </p>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-recipe`}
          onClick={() => setOpen((o) => !o)}
          className="-ml-2"
        >
          <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
          {open ? "Hide" : "Show"} ingredients and steps
          <span className="sr-only"> for {meal.name}</span>
        </Button>
        {onSwap ? (
          <Button variant="outline" size="sm" onClick={onSwap} className="ml-auto">
            <Repeat aria-hidden /> Swap<span className="sr-only"> {meal.name}</span>
          </Button>
        ) : null}
      </div>
      <div id={`${id}-recipe`} hidden={!open} className="grid gap-4 border-t pt-3">
        <Recipe meal={meal} units={units} people={household !== undefined} />
        {extras.map(({ meal: extra }) => (
          <Recipe
            key={extra.recipe_id}
            meal={extra}
            units={units}
            title={`With ${meal.type}: ${extra.name}`}
            people={household !== undefined}
          />
        ))}
      </div>
    </article>
  );
}
