import type { ActivityLevel, FitnessGoal, MealType } from "../../shared/domain";
import type { RecipeFacts } from "../library/prepare-library";
import type { Targets } from "../plan-types";

// What a day rule is: one definition that the search, the refusal proof, the checker and the refusal
// all read (rules/day-rules.ts lists them). Each stage hands a rule the day in its own form.

/** The hard rules, in groups that can be left out one at a time to find which one blocks a day. */
export const RULE_GROUPS = [
  "energy",
  "meal_energy",
  "protein",
  "protein_max",
  "fat",
  "carbs",
  "sat_fat",
  "sodium",
  "keto_net_carbs",
  "fiber",
  "meal_carbs",
  "pcos_protein",
  "iodine",
  "fish",
  "red_meat",
  "cooking_time",
  "fiber_max",
  "meal_protein",
  "one_food",
] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

/**
 * One candidate day as the search scores it (millions of times a plan, so plain numbers). A rule adds
 * its violation, in percent of the amount it bounds, to `hard`, and its soft penalty to `soft`.
 */
export interface DayTally {
  t: Targets;
  /** Rule groups in force (not left out to find which one blocks a day). */
  on: Readonly<Record<RuleGroup, boolean>>;
  /** Energy, protein, fat, saturated fat, carbohydrate, fibre, sodium, potassium, high-GL carbs. */
  E: number;
  P: number;
  F: number;
  S: number;
  C: number;
  Fi: number;
  Na: number;
  K: number;
  gl: number;
  /**
   * Calcium, mg, for the soft calcium goal: set by the scorer (search/day-score.ts) before the rules
   * run; a tally without it scores no calcium term.
   */
  Ca?: number;
  /** max(E, 1), |E − target|, and 100 / target: shares and percents as every rule computes them. */
  Ep: number;
  dev: number;
  pct: number;
  /** Energy per meal type (breakfast, lunch, dinner, snack) and its soft split. */
  mealK: Float64Array;
  split: Float64Array;
  /** Carbohydrate and energy of each slot's pick, −1 for an empty slot; and of each foods-to-include item. */
  slotCarbs: Float64Array;
  slotKcal: Float64Array;
  /** Protein of each slot's pick (−1 when empty), and each slot's meal (0 breakfast … 3 snack). */
  slotProtein: Float64Array;
  slotMeal: Int8Array;
  fixedCarbs: readonly number[];
  fixedKcal: readonly number[];
  iodine: boolean;
  fish: number;
  red: number;
  iodineMode: "hard" | "soft" | "off";
  requireFish: boolean;
  redMeatBudget: number;
  lowGl: boolean;
  /** Hands-on minutes of the day's picks and items, and the day's cooking budget. */
  M: number;
  budget: number;
  /**
   * The same food all day (rules/same-food-rules): meals over two that a food is a main part of, plus
   * its grams over 500 as a fraction of 500, summed over foods.
   */
  sameFood: number;
  /** Foods that are a main part of two of the day's breakfast, lunch and dinner (its soft goal). */
  twoMains: number;
  hard: number;
  soft: number;
}

export type Term = readonly [variable: number, coefficient: number];
export type PerServing = RecipeFacts["perServing"];

/**
 * One day as the refusal proof builds it: each hard rule adds its rows. Soft goals add none: the proof
 * asks only whether a day can exist, and a soft goal never stops one.
 */
export interface DayModel {
  t: Targets;
  /** The target energy. */
  T: number;
  /** Summed nutrition of the foods-to-include items every day carries. */
  F: PerServing;
  on(group: RuleGroup): boolean;
  addRow(lower: number, upper: number, terms: readonly Term[]): void;
  /** Σ over candidates of coef(per serving) per quarter serving, optionally for some cells only. */
  lin(coef: (n: PerServing) => number, only?: (cell: ModelCell) => boolean): Term[];
  /** Σ of the pick variables of candidates matching `pred`. */
  count(pred: (f: RecipeFacts) => boolean): Term[];
  cells: readonly ModelCell[];
  slotMeals: readonly MealType[];
  fixed: readonly { mealType: MealType; carbs_g: number; kcal: number; iodine: boolean }[];
  iodineMode: "hard" | "soft" | "off";
  requireFish: boolean;
  redMeatBudget: number;
  /** The day's hands-on budget, the foods-to-include items' minutes, and a candidate's minutes. */
  cookingBudget: number;
  fixedMinutes: number;
  minutesOf(f: RecipeFacts): number;
}

export interface ModelCell {
  slot: number;
  facts: RecipeFacts;
  /** Pick (binary) and quarter-servings (integer) variables. */
  y: number;
  q: number;
}

/** A finished day as the checker sees it, recomputed from its items and the food table. */
export interface CheckedDay {
  t: Targets;
  name: string;
  /** The day's energy as plan_data states it, and its nutrients summed from the items. */
  kcal: number;
  n: PerServing;
  meals: readonly {
    name: string;
    carbs_g: number;
    kcal: number;
    protein_g: number;
    /** Breakfast, lunch or dinner (not a snack, not a food to include), and fruit over 60 % of it. */
    main: boolean;
    mostlyFruit: boolean;
  }[];
  /** Each food of the day: the breakfast, lunch and dinner it is a main part of, and its grams. */
  foods: readonly { name: string; mainMeals: number; grams: number; solid: boolean }[];
}

/** What a refusal's text needs to know about the request. */
export interface RefusalWords {
  t: Targets;
  /** "vegetarian", and the target as written: "2,150". */
  diet: string;
  dietKey: string;
  T: string;
  goal: FitnessGoal;
  activity: ActivityLevel;
  highBloodPressure: boolean;
  /** The cooking budget the person chose (or the defaults). */
  budgetWeekday: number;
  budgetWeekend: number;
}

export interface RefusalText {
  rule: string;
  message: string;
  suggestion: string;
}

export interface DayRule {
  /** Absent for a soft goal only (the energy split, potassium, low glycaemic load). */
  group?: RuleGroup;
  /** Search: adds the hard violation and soft penalty of a day. */
  score(d: DayTally): void;
  /** Refusal proof (HiGHS): adds the hard rule's rows; absent for a soft goal. */
  model?(m: DayModel): void;
  /** Checker: what is wrong with a finished day, if anything. */
  check?(d: CheckedDay): string[];
  /** The refusal naming this rule as the one that blocks. */
  refusal?(w: RefusalWords): RefusalText;
}
