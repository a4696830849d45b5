import type { PlanData } from "../../shared/plan-data";

/**
 * The meal_plan columns the plan list reads (GET /api/meal-plans), taken from the plan they sum up.
 * Every write of plan_data writes these with it, so the list never opens a plan's JSON; migration
 * drizzle/0008_plan_summary_columns.sql filled them for plans stored before they existed.
 */
export function planSummaryColumns(plan: PlanData) {
  return {
    weekStart: plan.week_start,
    fitnessGoal: plan.goals.fitness_goal,
    cuisine: plan.goals.cuisine,
    totalDailyCalories: Math.round(plan.total_daily_calories),
  };
}
