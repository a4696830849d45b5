import { z } from "zod";

// Why the engine built no plan (or no swap), in one shape from the engine through the API to the screen.

export const REFUSAL_CODES = [
  "underweight_weight_loss",
  "energy_too_low",
  "energy_too_high",
  "no_recipes",
  "rules_conflict",
  /** No other recipe can take a meal's place without breaking a rule of the plan (decisions D17). */
  "swap_not_possible",
  /** The engine's own checker rejected the plan it built; never expected, never hidden. */
  "plan_check_failed",
] as const;

export const planRefusalSchema = z.object({
  code: z.enum(REFUSAL_CODES),
  /** The blocking rule, as a user would read it: "Sodium at most 1,500 mg a day (high blood pressure)". */
  rule: z.string(),
  message: z.string(),
  /** What the user can change to get a plan. */
  suggestion: z.string(),
});

export type PlanRefusal = z.infer<typeof planRefusalSchema>;
export type RefusalCode = PlanRefusal["code"];
