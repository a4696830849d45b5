import type { Recipe } from "../../types";

export const europeanRecipes: readonly Recipe[] = [];
