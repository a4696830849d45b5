import type { MealType } from "../../shared/domain";
import type { FixedItem } from "../include/include-items";
import { addScaled, type Nutrients, zeroNutrients } from "../library/nutrients";
import type { RecipeFacts } from "../library/prepare-library";
import type { Targets } from "../plan-types";
import type { RuleGroup } from "../rules/day-rule";

// One day's planning problem, shared by the local search (day-search.ts), the refusal proof
// (exact/day-model.ts) and the week planner.

export type { RuleGroup } from "../rules/day-rule";

export type SlotKey = "breakfast" | "lunch" | "dinner" | "snack1" | "snack2";
export interface SlotSpec {
  key: SlotKey;
  meal: MealType;
  required: boolean;
}

export interface DaySpec {
  targets: Targets;
  slots: readonly { spec: SlotSpec; candidates: readonly RecipeFacts[] }[];
  fixed: readonly FixedItem[];
  /** Objective cost of picking a recipe today (seeded noise, reuse, borrowed cuisine). */
  costOf: (f: RecipeFacts) => number;
  lowGl: boolean;
  iodine: "hard" | "soft" | "off";
  requireFish: boolean;
  redMeatBudget: number;
  /** Hands-on minutes the day may take (Infinity where no budget applies). */
  cookingBudget: number;
  /**
   * The lines to buy the rest of the week already holds (rules/shopping-overlap.ts): each other line a
   * state adds costs newLineCost. Absent, the day's lines cost nothing.
   */
  bought?: ReadonlySet<string> | undefined;
  /** The other days' menus (rules/variety.ts menuOf): a state whose menu is one costs W_SAME_DAY. */
  menus?: ReadonlySet<number> | undefined;
  /** The pantry lines the rest of the week already holds: each other one costs newPantryLineCost. */
  checked?: ReadonlySet<string> | undefined;
  /** Each line's share of the person's recipes: a common line costs less (newLineCost). */
  lineShare?: ReadonlyMap<string, number> | undefined;
  /**
   * Portions are pulled toward whole eggs, slices and flatbreads (rules/countable.ts W_PART_PIECE):
   * for the week's own days; a search that only asks whether a day can work leaves it out.
   */
  wholePieces?: boolean;
  /**
   * Part pieces cost PART_PIECE_STRICT times more: a day searched again because the whole-count
   * refit could not make its eggs or flatbreads whole (search/whole-pieces-again.ts).
   */
  strictPieces?: boolean;
  /** Rule groups left out, to find which one blocks a day. */
  drop?: ReadonlySet<RuleGroup>;
}

export interface DayPick {
  slot: SlotSpec;
  facts: RecipeFacts;
  quarters: number;
}

/** The summed nutrition of the foods-to-include items, which every day carries. */
export function fixedTotals(fixed: readonly FixedItem[]): Nutrients {
  const acc = zeroNutrients();
  for (const item of fixed) addScaled(acc, item.nutrients);
  return acc;
}
