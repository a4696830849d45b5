import foodsCsv from "../../../content/library/foods.csv";
import { parseFoodTable } from "./food-table";
import type { Food } from "./library-types";

// The food table alone, without the recipes: what the server's food search needs (src/planner/food-index).

export const FOODS_FILE = "content/library/foods.csv";
export const FOODS: readonly Food[] = parseFoodTable(foodsCsv, FOODS_FILE);
export const FOOD_BY_ID: ReadonlyMap<string, Food> = new Map(FOODS.map((f) => [f.id, f]));
