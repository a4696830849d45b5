import type { Allergen } from "../../shared/allergens";
import type { ActivityLevel, Diet, FitnessGoal, Gender, MealType } from "../../shared/domain";
import type { WeekdayName } from "../../shared/plan-dates";
import type { PlanRequest } from "../../shared/plan-request";
import type { PlanContext } from "../library/plan-context";
import type { RecipeFacts } from "../library/prepare-library";

// The household planner's terms (docs/product/household.md).

/** A household member as the planner reads one: the profile's fields, a goal and the meals at home. */
export interface HouseholdEater {
  member_id: string;
  name: string;
  /** 4–120; 4–12 is a child (targets/child-targets.ts). */
  age: number;
  gender: Gender;
  height_cm: number;
  weight_kg: number;
  activity_level: ActivityLevel;
  diet: Diet;
  health_conditions: readonly string[];
  allergies: readonly Allergen[];
  excluded_foods: readonly string[];
  /** A child's is always planned as maintain, whatever it says (the notes say so). */
  fitness_goal: FitnessGoal;
  /** The plan's meal types this member eats at home, on weekdays and at weekends. */
  meals_at_home: { weekday: readonly MealType[]; weekend: readonly MealType[] };
}

/** One member ready to plan: their request, their context and where they eat. */
export interface Eater {
  member: HouseholdEater;
  req: PlanRequest;
  ctx: PlanContext;
  child: boolean;
  /** Meal types eaten at home on each plan day (by the plan's weekdays). */
  homeOn: readonly (readonly MealType[])[];
  /** Meal types of breakfast, lunch, dinner and snack not eaten at home, per plan day. */
  awayOn: readonly (readonly MealType[])[];
  /** Eligible recipes (this member's version) by meal type, as sets for quick look-ups. */
  eligible: Record<MealType, ReadonlySet<RecipeFacts>>;
}

export const WEEKEND: ReadonlySet<WeekdayName> = new Set(["Saturday", "Sunday"]);
