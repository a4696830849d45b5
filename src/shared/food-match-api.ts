import { z } from "zod";
import type { Allergen } from "./allergens";
import { LIST_LIMITS } from "./profile";
import { safeString } from "./text";

// GET /api/foods/match?q= : what a typed "foods I don't eat" entry leaves out of every plan, so the
// wizard can show it before the person saves (docs/product/allergies.md).

export const foodMatchQuerySchema = z.object({
  q: safeString({ error: "Type a food" })
    .trim()
    .min(1, { message: "Type a food" })
    .max(LIST_LIMITS.itemLength, { message: `Keep it under ${LIST_LIMITS.itemLength} characters` }),
});

export interface FoodMatch {
  /** The text as read. */
  query: string;
  /** The library foods a plan leaves out for this text, by name (empty: nothing is left out). */
  matches: string[];
  /** Allergen groups the text names ("peanut butter" names peanut), so the wizard can ask to tick them. */
  allergens: Allergen[];
  /** Food names that start with the last word typed, to finish it ("mush" → "mushrooms"). */
  suggestions: string[];
}
