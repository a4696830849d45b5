import { describe, expect, it } from "vitest";
import type { Cuisine, Diet } from "../../shared/domain";
import { FOOD_BY_ID, RECIPES } from "../library/default-library";
import type { Recipe } from "../library/library-types";
import { dietOptionsFor, substituteRequestFor } from "../library/plan-context";
import { recipeVersion } from "../library/recipe-version";
import { parseConditions } from "./conditions";
import { excludedAttrs } from "./diet-eligibility";
import { REDUCED_SALT_FACTOR } from "./figures";
import { fitsRole } from "./substitutes";

// The person's version of a recipe: traditional fat, milk, salt and sweetener swapped by the diet.

const recipe = (id: string): Recipe => {
  const r = RECIPES.find((x) => x.id === id);
  if (!r) throw new Error(`no recipe ${id}`);
  return r;
};
const versionFor = (id: string, diet: Diet, conditions: string[] = [], cuisine: Cuisine = "indian") => {
  const cond = parseConditions(conditions);
  const excluded = excludedAttrs(diet, dietOptionsFor({ diet, cuisine }));
  return recipeVersion(recipe(id), substituteRequestFor({ diet, cuisine }, cond, excluded), FOOD_BY_ID);
};
const line = (r: Recipe, role: string) => r.ingredients.find((l) => l[2] === role);

describe("ingredient roles", () => {
  it("tempers the dal in ghee, in mustard oil for vegans, olive oil on the Mediterranean diet", () => {
    expect(line(versionFor("in-dal-tadka", "vegetarian"), "fat")?.[0]).toBe("ghee");
    const vegan = versionFor("in-dal-tadka", "vegan");
    expect(line(vegan, "fat")?.[0]).toBe("mustard-oil");
    expect(vegan.instructions.join(" ")).not.toMatch(/\bghee\b/i);
    expect(line(versionFor("in-dal-tadka", "mediterranean"), "fat")?.[0]).toBe("olive-oil");
  });

  it("leaves seed oils out for paleo, never picks mostly saturated coconut oil, and keeps the grams", () => {
    const paleo = versionFor("in-khaman-dhokla", "paleo");
    const original = line(recipe("in-khaman-dhokla"), "fat");
    expect(line(paleo, "fat")).toEqual(["avocado-oil", original?.[1], "fat"]);
  });

  it("makes masala chai with soy milk for vegans and cow's milk otherwise", () => {
    expect(line(versionFor("in-masala-chai", "vegetarian"), "milk")?.[0]).toBe("whole-milk");
    const vegan = versionFor("in-masala-chai", "vegan");
    expect(line(vegan, "milk")?.[0]).toBe("soy-milk-unsweetened");
    expect(vegan.instructions.join(" ")).toMatch(/milk/);
  });

  it("makes palak paneer palak tofu for a vegan, with the dish's name and steps", () => {
    expect(line(versionFor("in-palak-paneer", "vegetarian"), "protein")?.[0]).toBe("paneer");
    const vegan = versionFor("in-paneer-jalfrezi", "vegan");
    expect(vegan.name).toBe("Tofu jalfrezi");
    expect(line(vegan, "protein")).toEqual(["tofu-extra-firm", 180, "protein"]);
    expect(vegan.instructions.join(" ")).not.toMatch(/paneer|ghee/i);
  });

  it("names the tofu in a vegan dish whose name said eggs or queso, in the dish's own language", () => {
    expect(versionFor("eu-eier-in-senfsosse", "vegan", [], "european").name).toBe(
      "Tofu in Senfsoße mit Salzkartoffeln (tofu in mustard sauce with potatoes)",
    );
    expect(versionFor("md-judias-verdes-con-patatas-y-huevo", "vegan", [], "mediterranean").name).toBe(
      "Judías verdes con patatas y tofu (green beans and potatoes with tofu)",
    );
    expect(versionFor("mx-tlacoyos-de-frijol-con-nopales", "vegan", [], "mexican").name).toMatch(/y tofu$/);
  });

  it("keeps melting cheese, yogurt and the egg in a dough out of the protein role", () => {
    const food = (id: string) => {
      const f = FOOD_BY_ID.get(id);
      if (!f) throw new Error(`no food ${id}`);
      return f;
    };
    for (const id of ["cheddar", "mozzarella", "parmesan", "greek-yogurt", "chicken-thigh"])
      expect(fitsRole("protein", food(id)), id).toBe(false);
    for (const id of ["egg", "paneer", "feta", "queso-fresco"])
      expect(fitsRole("protein", food(id)), id).toBe(true);
    for (const id of ["us-grilled-cheese-tomato-soup", "eu-kasespatzle", "eu-linsen-mit-spatzle"])
      expect(line(recipe(id), "protein"), id).toBeUndefined();
    expect(
      line(versionFor("us-grilled-cheese-tomato-soup", "vegan", [], "american"), "protein"),
    ).toBeUndefined();
  });

  it("halves the added salt with high blood pressure and nothing else", () => {
    const r = recipe("in-dal-tadka");
    const salted = line(r, "salt")?.[1] ?? 0;
    const hbp = versionFor("in-dal-tadka", "vegetarian", ["high_blood_pressure"]);
    expect(line(hbp, "salt")?.[1]).toBeCloseTo(salted * REDUCED_SALT_FACTOR, 2);
    expect(hbp.ingredients.filter((l) => l[2] !== "salt")).toEqual(
      r.ingredients.filter((l) => l[2] !== "salt"),
    );
    expect(versionFor("in-dal-tadka", "vegetarian")).toBe(r);
  });

  it("swaps honey for maple syrup for vegans and sugar for honey on paleo", () => {
    const withHoney = RECIPES.find((r) => line(r, "sweetener")?.[0] === "honey" && r.cuisine !== "indian");
    const withSugar = RECIPES.find((r) => line(r, "sweetener")?.[0] === "sugar");
    if (!withHoney || !withSugar) throw new Error("the library has no honey or sugar line with a role");
    const vegan = versionFor(withHoney.id, "vegan", [], withHoney.cuisine);
    expect(line(vegan, "sweetener")?.[0]).toBe("maple-syrup");
    const paleo = versionFor(withSugar.id, "paleo", [], withSugar.cuisine);
    expect(line(paleo, "sweetener")?.[0]).toBe("honey");
  });

  it("keeps a borrowed dish's own fat: an Italian recipe stays in olive oil for an Indian vegan", () => {
    const italian = RECIPES.find((r) => r.cuisine === "italian" && line(r, "fat")?.[0] === "olive-oil");
    if (!italian) throw new Error("no Italian recipe with olive oil");
    expect(versionFor(italian.id, "vegan")).toBe(italian);
  });
});
