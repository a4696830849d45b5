import { type Allergen, allergensNamedIn } from "../shared/allergens";
import type { FoodMatch } from "../shared/food-match-api";
import { FOODS } from "./library/food-list";
import { foodsNamedBy } from "./rules/allergies";

// The engine's second entry, for the server's food search: the food table and the very matcher that
// plans use for excluded foods, without loading the recipes (index.ts loads those for planning).

const SUGGESTIONS_MAX = 8;

/** What a typed excluded food means to the engine, and names that finish the last word typed. */
export function matchExcludedFood(text: string): FoodMatch {
  const query = text.trim();
  const matches = foodsNamedBy(query, FOODS).map((f) => f.name);
  const last = query.toLowerCase().split(/\s+/).at(-1) ?? "";
  const suggestions =
    last.length < 2
      ? []
      : [
          ...new Set(
            FOODS.map((f) => f.name).filter((n) => n.split(/[\s(-]+/).some((w) => w.startsWith(last))),
          ),
        ]
          .sort((a, b) => a.length - b.length || a.localeCompare(b))
          .slice(0, SUGGESTIONS_MAX);
  const allergens: Allergen[] = allergensNamedIn(query);
  return { query, matches, allergens, suggestions };
}
