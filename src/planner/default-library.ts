import { FOODS } from "./data/foods";
import { RECIPES } from "./data/recipes";
import type { Library } from "./library";

/** The project's food table and recipe library: what plans are built from unless a test injects data. */
export const DEFAULT_LIBRARY: Library = { foods: FOODS, recipes: RECIPES };
