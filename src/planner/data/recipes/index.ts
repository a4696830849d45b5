import type { Recipe } from "../../types";
import { americanRecipes } from "./american";
import { asianRecipes } from "./asian";
import { europeanRecipes } from "./european";
import { includeItemRecipes } from "./include-items";
import { indianRecipes } from "./indian";
import { italianRecipes } from "./italian";
import { mediterraneanRecipes } from "./mediterranean";
import { mexicanRecipes } from "./mexican";
import { middleEasternRecipes } from "./middle-eastern";

export const RECIPES: readonly Recipe[] = [
  ...indianRecipes,
  ...americanRecipes,
  ...mediterraneanRecipes,
  ...asianRecipes,
  ...italianRecipes,
  ...mexicanRecipes,
  ...middleEasternRecipes,
  ...europeanRecipes,
  ...includeItemRecipes,
];
