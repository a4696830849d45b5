import { lazy, memo, Suspense, useDeferredValue, useMemo, useState } from "react";
import { dayMinutesLine } from "../../../shared/minutes";
import {
  type NutrientTotals,
  type PlanData,
  type PlanDay,
  type PlanMember,
  shownKcal,
} from "../../../shared/plan-data";
import { datesOfPlan, localIsoDate, longDay, shortDay } from "../../../shared/plan-dates";
import type { UnitSystem } from "../../../shared/units";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { DayNutrition } from "./day-nutrition";
import { groupMeals } from "./group-meals";
import { MealCard } from "./meal-card";
import { type EnergyShares, energySharesOf } from "./nutrition-status";
import { OFF_SCREEN, OFF_SCREEN_CHILDREN } from "./off-screen";
import type { SwapTarget } from "./swap-dialog";
import { useRevealed } from "./use-revealed";

// The week, one day at a time: only the chosen day's meals are rendered (a tab panel holds its content
// only while chosen), and a newly chosen day renders as a deferred value, so its tab lights up at once
// and its meals follow without one long task: the day's heading first, then its cards one a frame and
// its nutrition last (use-revealed.ts). A day's panel re-renders only when its own data changes.

const SwapDialog = lazy(() => import("./swap-dialog").then((m) => ({ default: m.SwapDialog })));

export function WeekTabs({
  data,
  planId,
  units,
  ownerUid,
}: {
  data: PlanData;
  planId: string;
  units: UnitSystem;
  /** The signed-in owner, who may swap meals; absent on a shared page. */
  ownerUid: string | undefined;
}) {
  // docs/product/plans-over-time.md: each day's date (counted from week_start in plans made before
  // days carried one); the week opens on the person's today when the plan covers it.
  const { dates, labels } = useMemo(() => {
    const all = datesOfPlan(data);
    return {
      dates: data.days.map((d, i) => all[i] ?? d.day),
      labels: data.days.map((_, i) => shortDay(all[i] ?? "")),
    };
  }, [data]);
  const shares = useMemo(() => energySharesOf(data), [data]);
  const [chosen, setChosen] = useState(() => {
    const today = localIsoDate();
    return dates.includes(today) ? today : (dates[0] ?? "");
  });
  const shown = useDeferredValue(chosen);
  const [swapping, setSwapping] = useState<SwapTarget | null>(null);
  // The swap dialog's code loads with the first swap (or when the browser is idle: plan-viewer.tsx).
  const [swapOpened, setSwapOpened] = useState(false);
  const onSwap = useMemo(
    () =>
      ownerUid
        ? (target: SwapTarget) => {
            setSwapOpened(true);
            setSwapping(target);
          }
        : undefined,
    [ownerUid],
  );
  return (
    <>
      <Tabs value={chosen} onValueChange={setChosen}>
        <TabsList aria-label="Days of the week" className="grid-cols-7">
          {data.days.map((d, i) => {
            const date = dates[i] ?? d.day;
            const [weekday = d.day.slice(0, 3), ...dayMonth] = (labels[i] ?? "").split(" ");
            return (
              <TabsTrigger key={date} value={date} className="px-0.5 leading-tight">
                {/* "Fri 27 Nov": on a phone the weekday sits above the date, so seven fit across. */}
                <span className="block sm:inline">{weekday}</span>{" "}
                <span className="block text-xs sm:inline sm:text-sm">{dayMonth.join(" ")}</span>
              </TabsTrigger>
            );
          })}
        </TabsList>
        {data.days.map((d, dayIndex) => {
          const date = dates[dayIndex] ?? d.day;
          return (
            <TabsContent
              key={date}
              value={date}
              className="mt-4 grid grid-cols-1 gap-4 focus-visible:outline-none"
            >
              {shown === date ? (
                <DayPanel
                  day={d}
                  dayIndex={dayIndex}
                  date={date}
                  targets={data.targets}
                  shares={shares}
                  units={units}
                  onSwap={onSwap}
                  members={data.members}
                />
              ) : (
                <div className="h-96 animate-pulse rounded-xl bg-muted" aria-hidden />
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      {ownerUid && swapOpened ? (
        <Suspense fallback={null}>
          <SwapDialog
            uid={ownerUid}
            planId={planId}
            target={swapping}
            targetCalories={data.total_daily_calories}
            onClose={() => setSwapping(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

const DayPanel = memo(function DayPanel({
  day,
  dayIndex,
  date,
  targets,
  shares,
  units,
  onSwap,
  members,
}: {
  day: PlanDay;
  dayIndex: number;
  date: string;
  targets: NutrientTotals;
  shares: EnergyShares;
  units: UnitSystem;
  onSwap: ((target: SwapTarget) => void) | undefined;
  /** A household plan's members: each card and the day's nutrition name everyone's share. */
  members: readonly PlanMember[] | undefined;
}) {
  const household = useMemo(() => (members ? { members, dayIndex } : undefined), [members, dayIndex]);
  const groups = useMemo(() => groupMeals(day.meals), [day.meals]);
  // The day's heading first, then each card and the nutrition table, a frame apart.
  const revealed = useRevealed(groups.length + 1, 0);
  const total = shownKcal(day.meals.reduce((sum, m) => sum + m.calories, 0));
  const minutes = dayMinutesLine(day);
  return (
    <>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-xl font-semibold">{longDay(date)}</h3>
        <p className="text-sm">
          <span className="font-semibold" data-testid="day-total">
            {total}
          </span>{" "}
          calories
        </p>
      </div>
      {minutes ? (
        <p className="-mt-2 text-sm text-muted-foreground" data-testid="day-minutes">
          {minutes}
        </p>
      ) : null}
      {/* Cards out of view are not styled, laid out or painted until they scroll near (off-screen.ts). */}
      <div className={`grid grid-cols-1 items-start gap-4 lg:grid-cols-2 ${OFF_SCREEN_CHILDREN}`}>
        {groups.slice(0, revealed).map((g) => (
          <MealCard
            key={`${g.index}-${g.meal.recipe_id}`}
            group={g}
            units={units}
            household={household}
            onSwap={
              onSwap
                ? () => onSwap({ day: dayIndex, dayName: day.day, index: g.index, meal: g.meal })
                : undefined
            }
          />
        ))}
      </div>
      {revealed > groups.length ? (
        <div className={`rounded-xl border p-4 ${OFF_SCREEN}`}>
          <DayNutrition
            totals={day.totals}
            targets={targets}
            shares={shares}
            day={day.day}
            household={household}
          />
        </div>
      ) : null}
    </>
  );
});
