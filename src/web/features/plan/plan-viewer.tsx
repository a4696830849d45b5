import { CalendarDays } from "lucide-react";
import { labelOf } from "../../../shared/domain";
import type { MealPlanRecord } from "../../../shared/meal-plan-api";
import { type PlanData, planDataSchema } from "../../../shared/plan-data";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { DayNutrition } from "./day-nutrition";
import { MealCard } from "./meal-card";
import { ShareButton } from "./share-button";

export function formatWeekStart(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function PlanViewer({ plan, actions }: { plan: MealPlanRecord; actions?: React.ReactNode }) {
  const parsed = planDataSchema.safeParse(plan.plan_data);
  if (!parsed.success) {
    return (
      <p className="rounded-xl border p-8 text-center text-muted-foreground">No meal plan data available</p>
    );
  }
  const data = parsed.data;
  const goalLabel = data.goals.fitness_goal.replaceAll("_", " ");
  return (
    <section aria-labelledby="plan-title" className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="plan-title" className="text-2xl font-bold">
            Your Meal Plan
          </h2>
          <p className="text-lg capitalize text-primary">{goalLabel} Journey</p>
        </div>
        <div className="flex gap-2">
          {actions}
          <ShareButton goalLabel={goalLabel} />
        </div>
      </div>
      <div className="flex flex-col gap-1 rounded-xl bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <CalendarDays className="size-5 text-primary" aria-hidden /> This Week's Plan
        </h3>
        <p className="text-sm text-muted-foreground">
          Week of {formatWeekStart(data.week_start)} ·{" "}
          <strong className="text-foreground">{data.total_daily_calories}</strong> cal/day target
        </p>
      </div>
      <WeekTabs data={data} />
      <WeeklySummary data={data} />
    </section>
  );
}

function WeekTabs({ data }: { data: PlanData }) {
  return (
    <Tabs defaultValue={data.days[0]?.day}>
      <TabsList aria-label="Days of the week">
        {data.days.map((d) => (
          <TabsTrigger key={d.day} value={d.day}>
            {d.day.slice(0, 3)}
          </TabsTrigger>
        ))}
      </TabsList>
      {data.days.map((d) => {
        const total = d.meals.reduce((sum, m) => sum + m.calories, 0);
        return (
          <TabsContent key={d.day} value={d.day} className="mt-4 grid gap-4 focus-visible:outline-none">
            <div className="flex items-baseline justify-between">
              <h3 className="text-xl font-semibold">{d.day}</h3>
              <p className="text-sm">
                <span className="font-semibold" data-testid="day-total">
                  {total}
                </span>{" "}
                calories
              </p>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              {d.meals.map((m) => (
                <MealCard key={`${m.type}-${m.recipe_id}-${m.time}`} meal={m} />
              ))}
            </div>
            <div className="rounded-xl border p-4">
              <DayNutrition totals={d.totals} targets={data.targets} day={d.day} />
            </div>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

function WeeklySummary({ data }: { data: PlanData }) {
  const stats = [
    ["Daily target", `${data.total_daily_calories} cal`],
    ["Days planned", "7"],
    ["Total meals", String(data.days.length * 3)],
    ["Cuisine", labelOf(data.goals.cuisine)],
  ] as const;
  return (
    <section aria-labelledby="summary-title" className="grid gap-4 rounded-xl border p-5">
      <h3 id="summary-title" className="text-lg font-semibold">
        Weekly Summary
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted p-3 text-center">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-xl font-bold text-primary">{value}</dd>
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
