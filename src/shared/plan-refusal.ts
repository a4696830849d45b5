// Why the engine built no plan (or no swap), in one shape from the engine through the API to the screen.
// Plain TypeScript, no zod: the client reads it on every page, and the landing page's budget is tight.

export const REFUSAL_CODES = [
  "underweight_weight_loss",
  "energy_too_low",
  "energy_too_high",
  "no_recipes",
  "rules_conflict",
  /**
   * No other recipe can take a meal's place without breaking a rule of the plan
   * (docs/product/plan-changes.md).
   */
  "swap_not_possible",
  /** The engine's own checker rejected the plan it built; never expected, never hidden. */
  "plan_check_failed",
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/**
 * The change the engine tested and found to give a plan, as data the screen acts on (which answer
 * to reopen) without reading the words: `{ field: "fitness_goal", value: "maintain" }`. A field with
 * no value names what blocks when no tested change helped (`{ field: "allergies" }`).
 */
export const REFUSAL_CHANGE_FIELDS = [
  "fitness_goal",
  "diet",
  "cuisine",
  /** Age, height, weight or activity: what the energy target is computed from. */
  "body",
  "health_conditions",
  "allergies",
  "excluded_foods",
  /** The hands-on minutes a day the person will cook (settings). */
  "cooking",
] as const;
export interface RefusalChange {
  field: (typeof REFUSAL_CHANGE_FIELDS)[number];
  value?: string;
}

export interface PlanRefusal {
  code: RefusalCode;
  /** The blocking rule, as a user would read it: "Sodium at most 1,500 mg a day (high blood pressure)". */
  rule: string;
  message: string;
  /** What the user can change to get a plan. */
  suggestion: string;
  /**
   * The rule as data: a day rule's group ("sodium", "protein"…), "variety", "energy_range",
   * "underweight", "no_recipes", "restrictions", "several", or "plan_check" and "swap".
   */
  rule_id: string;
  /**
   * The same change as data: every refusal of a plan carries one (the tested change, or without a
   * value the answer that blocks); a swap's refusal and the engine's failed self-check do not.
   */
  change?: RefusalChange;
  /** In a household plan, the member whose day or week the rule blocks (absent: the owner's). */
  member_id?: string;
  /** Set when HiGHS proved the blocked day impossible (the message then says so too). */
  proved?: true;
}

/** True when `value` (an API answer's `refusal`, say) is a refusal in this shape. */
export function isPlanRefusal(value: unknown): value is PlanRefusal {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (REFUSAL_CODES as readonly unknown[]).includes(v.code) &&
    typeof v.rule === "string" &&
    typeof v.rule_id === "string" &&
    typeof v.message === "string" &&
    typeof v.suggestion === "string"
  );
}
