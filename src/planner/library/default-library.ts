import american from "../../../content/library/recipes/american.yaml";
import asian from "../../../content/library/recipes/asian.yaml";
import european from "../../../content/library/recipes/european.yaml";
import includeItems from "../../../content/library/recipes/include-items.yaml";
import indian from "../../../content/library/recipes/indian.yaml";
import italian from "../../../content/library/recipes/italian.yaml";
import mediterranean from "../../../content/library/recipes/mediterranean.yaml";
import mexican from "../../../content/library/recipes/mexican.yaml";
import middleEastern from "../../../content/library/recipes/middle-eastern.yaml";
import { FOOD_BY_ID, FOODS } from "./food-list";
import type { Recipe } from "./library-types";
import type { Library } from "./prepare-library";
import { parseRecipeFile } from "./recipe-files";

// The project's food table and recipes, compiled into the bundle as text and read once at start-up;
// a problem in a file stops the build (and every test) naming the file, the row or recipe and field.

export const RECIPE_FILES: readonly (readonly [file: string, text: string])[] = [
  ["content/library/recipes/indian.yaml", indian],
  ["content/library/recipes/american.yaml", american],
  ["content/library/recipes/mediterranean.yaml", mediterranean],
  ["content/library/recipes/asian.yaml", asian],
  ["content/library/recipes/italian.yaml", italian],
  ["content/library/recipes/mexican.yaml", mexican],
  ["content/library/recipes/middle-eastern.yaml", middleEastern],
  ["content/library/recipes/european.yaml", european],
  ["content/library/recipes/include-items.yaml", includeItems],
];

export { FOOD_BY_ID, FOODS, FOODS_FILE } from "./food-list";

const seen = new Set<string>();
export const RECIPES: readonly Recipe[] = RECIPE_FILES.flatMap(([file, text]) =>
  parseRecipeFile(text, file, FOOD_BY_ID, seen),
);

/** What plans are built from unless a test injects data. */
export const DEFAULT_LIBRARY: Library = { foods: FOODS, recipes: RECIPES };
