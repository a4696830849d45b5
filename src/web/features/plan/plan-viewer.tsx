import { Ban, CalendarDays, ListChecks, UtensilsCrossed } from "lucide-react";
import { useState } from "react";
import { freeFromList } from "../../../shared/allergens";
import { labelOf } from "../../../shared/domain";
import { dayMinutesLine } from "../../../shared/minutes";
import { type PlanData, planDataSchema, shownKcal } from "../../../shared/plan-data";
import { datesOfPlan, localIsoDate, longDay, shortDay, weekSpan } from "../../../shared/plan-dates";
import type { UnitSystem } from "../../../shared/units";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { DayNutrition } from "./day-nutrition";
import { groupMeals, totalMealsText } from "./group-meals";
import { MealCard } from "./meal-card";
import { energySharesOf } from "./nutrition-status";
import { useSetTick, useShoppingTicks } from "./plan-queries";
import { ShareButton, SharingPanel } from "./share-button";
import { ShoppingList } from "./shopping-list";
import { SwapDialog, type SwapTarget } from "./swap-dialog";

interface ViewerProps {
  plan: { id: string; plan_data: unknown };
  units: UnitSystem;
  /** The signed-in owner: swap, share and server-kept shopping ticks. Absent on a shared page. */
  owner?: { uid: string } | undefined;
  actions?: React.ReactNode;
  title?: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
}

export function PlanViewer({
  plan,
  units,
  owner,
  actions,
  title = "Your Meal Plan",
  headingRef,
}: ViewerProps) {
  const parsed = planDataSchema.safeParse(plan.plan_data);
  if (!parsed.success) {
    return (
      <p className="rounded-xl border p-8 text-center text-muted-foreground">No meal plan data available</p>
    );
  }
  const data = parsed.data;
  const goalLabel = data.goals.fitness_goal.replaceAll("_", " ");
  const freeFrom = data.free_from
    ? freeFromList(data.free_from.allergies, data.free_from.excluded_foods)
    : null;
  return (
    <section aria-labelledby="plan-title" className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="plan-title"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold focus:outline-none"
          >
            {title}
          </h2>
          <p className="text-lg capitalize text-primary">{goalLabel} Journey</p>
          {freeFrom ? <FreeFrom list={freeFrom} /> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          {owner ? <ShareButton planId={plan.id} goalLabel={goalLabel} /> : null}
        </div>
      </div>
      {owner ? <SharingPanel planId={plan.id} /> : null}
      <div className="flex flex-col gap-1 rounded-xl bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <CalendarDays className="size-5 text-primary" aria-hidden /> This Week's Plan
        </h3>
        <p className="text-sm text-muted-foreground">
          Week of {weekSpan(data.week_start)} ·{" "}
          <strong className="text-foreground">{data.total_daily_calories}</strong> cal/day target
        </p>
      </div>
      <Tabs defaultValue="meals" className="grid grid-cols-1 gap-4">
        <TabsList aria-label="Plan views" className="grid-cols-2 sm:max-w-sm">
          <TabsTrigger value="meals" className="flex items-center justify-center gap-2">
            <UtensilsCrossed className="size-4" aria-hidden /> Meals
          </TabsTrigger>
          <TabsTrigger value="shopping" className="flex items-center justify-center gap-2">
            <ListChecks className="size-4" aria-hidden /> Shopping list
          </TabsTrigger>
        </TabsList>
        <TabsContent value="meals" className="focus-visible:outline-none">
          <WeekTabs data={data} planId={plan.id} units={units} owner={owner} />
        </TabsContent>
        <TabsContent value="shopping" className="focus-visible:outline-none">
          {owner ? (
            <OwnerShoppingList data={data} planId={plan.id} units={units} />
          ) : (
            <LocalShoppingList data={data} units={units} />
          )}
        </TabsContent>
      </Tabs>
      <WeeklySummary data={data} />
    </section>
  );
}

/**
 * What every meal leaves out, said in words beside an icon (never by colour alone). A "no" sign rather
 * than a shield: the plan leaves out ingredients; it cannot vouch for how a product was made.
 */
function FreeFrom({ list }: { list: string }) {
  return (
    <p
      className="mt-2 flex items-start gap-2 rounded-lg border border-primary/30 bg-accent px-3 py-2 text-sm text-accent-foreground"
      data-testid="free-from"
    >
      <Ban className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">Free from:</strong> {list}
      </span>
    </p>
  );
}

const listTitle = (data: PlanData) => `Shopping list for the week of ${weekSpan(data.week_start)}`;

function OwnerShoppingList({ data, planId, units }: { data: PlanData; planId: string; units: UnitSystem }) {
  const ticks = useShoppingTicks(planId);
  const setTick = useSetTick(planId);
  // A tick shows in the same render as the click; the server's list takes over once it answers.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const ticked = new Set(ticks.data?.items ?? []);
  for (const [item, on] of pending) {
    if (on) ticked.add(item);
    else ticked.delete(item);
  }
  const settle = (item: string) =>
    setPending((old) => {
      const next = new Map(old);
      next.delete(item);
      return next;
    });
  return (
    <ShoppingList
      list={data.shopping_list}
      units={units}
      title={listTitle(data)}
      ticked={ticked}
      onToggle={(item, on) => {
        setPending((old) => new Map(old).set(item, on));
        setTick.mutate({ item, ticked: on }, { onSettled: () => settle(item) });
      }}
    />
  );
}

function LocalShoppingList({ data, units }: { data: PlanData; units: UnitSystem }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  return (
    <ShoppingList
      list={data.shopping_list}
      units={units}
      title={listTitle(data)}
      ticked={ticked}
      onToggle={(item, on) =>
        setTicked((old) => {
          const next = new Set(old);
          if (on) next.add(item);
          else next.delete(item);
          return next;
        })
      }
    />
  );
}

function WeekTabs({
  data,
  planId,
  units,
  owner,
}: {
  data: PlanData;
  planId: string;
  units: UnitSystem;
  owner?: { uid: string } | undefined;
}) {
  const [swapping, setSwapping] = useState<SwapTarget | null>(null);
  // docs/product/plans-over-time.md: each day's date (counted from week_start in plans made before
  // days carried one); the week opens on the person's today when the plan covers it.
  const dates = datesOfPlan(data);
  const [today] = useState(localIsoDate);
  const first = dates.includes(today) ? today : dates[0];
  return (
    <>
      <Tabs defaultValue={first}>
        <TabsList aria-label="Days of the week" className="grid-cols-7">
          {data.days.map((d, i) => {
            const [weekday = d.day.slice(0, 3), ...dayMonth] = shortDay(dates[i] ?? "").split(" ");
            return (
              <TabsTrigger key={dates[i] ?? d.day} value={dates[i] ?? d.day} className="px-0.5 leading-tight">
                {/* "Fri 27 Nov": on a phone the weekday sits above the date, so seven fit across. */}
                <span className="block sm:inline">{weekday}</span>{" "}
                <span className="block text-xs sm:inline sm:text-sm">{dayMonth.join(" ")}</span>
              </TabsTrigger>
            );
          })}
        </TabsList>
        {data.days.map((d, dayIndex) => {
          const total = shownKcal(d.meals.reduce((sum, m) => sum + m.calories, 0));
          const date = dates[dayIndex] ?? d.day;
          return (
            <TabsContent
              key={date}
              value={date}
              className="mt-4 grid grid-cols-1 gap-4 focus-visible:outline-none"
            >
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-xl font-semibold">{longDay(date)}</h3>
                <p className="text-sm">
                  <span className="font-semibold" data-testid="day-total">
                    {total}
                  </span>{" "}
                  calories
                </p>
              </div>
              {dayMinutesLine(d) ? (
                <p className="-mt-2 text-sm text-muted-foreground" data-testid="day-minutes">
                  {dayMinutesLine(d)}
                </p>
              ) : null}
              <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
                {groupMeals(d.meals).map((g) => (
                  <MealCard
                    key={`${g.index}-${g.meal.recipe_id}`}
                    group={g}
                    units={units}
                    onSwap={
                      owner
                        ? () => setSwapping({ day: dayIndex, dayName: d.day, index: g.index, meal: g.meal })
                        : undefined
                    }
                  />
                ))}
              </div>
              <div className="rounded-xl border p-4">
                <DayNutrition
                  totals={d.totals}
                  targets={data.targets}
                  shares={energySharesOf(data)}
                  day={d.day}
                />
              </div>
            </TabsContent>
          );
        })}
      </Tabs>
      {owner ? (
        <SwapDialog
          uid={owner.uid}
          planId={planId}
          target={swapping}
          targetCalories={data.total_daily_calories}
          onClose={() => setSwapping(null)}
        />
      ) : null}
    </>
  );
}

/** Where a long word may break with a hyphen in a narrow tile (browsers without hyphenation data). */
const SOFT_HYPHENS: Record<string, string> = { Mediterranean: "Medi\u00adterra\u00adnean" };

function WeeklySummary({ data }: { data: PlanData }) {
  const stats = [
    ["Daily target", `${data.total_daily_calories} cal`],
    ["Days planned", "7"],
    ["Total meals", totalMealsText(data.days)],
    ["Cuisine", SOFT_HYPHENS[labelOf(data.goals.cuisine)] ?? labelOf(data.goals.cuisine)],
  ] as const;
  return (
    <section aria-labelledby="summary-title" className="grid grid-cols-1 gap-4 rounded-xl border p-4 sm:p-5">
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
}
