import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../shared/plan-request";
import { matchFood } from "../include/match-food";
import { ingredientLine, shoppingDisplay } from "../output/amounts";
import { parseConditions } from "../rules/conditions";
import { excludedAttrs } from "../rules/diet-eligibility";
import { FIXTURE_FOODS, FIXTURE_LIBRARY } from "../test-support/fixtures";
import { dietOptionsFor, recipeExclusion } from "./plan-context";
import { prepareLibrary, type RecipeFacts } from "./prepare-library";

const lib = prepareLibrary(FIXTURE_LIBRARY);
const facts = (id: string): RecipeFacts => {
  const f = lib.recipeById.get(id);
  if (!f) throw new Error(id);
  return f;
};
const food = (id: string) => {
  const f = lib.foodById.get(id);
  if (!f) throw new Error(id);
  return f;
};

/** Why the recipe is out for this diet, cuisine and condition list, or null when it fits. */
function why(
  id: string,
  diet: PlanRequest["diet"],
  cuisine: PlanRequest["cuisine"] = "italian",
  conditions: string[] = [],
) {
  const opts = dietOptionsFor({ diet, cuisine });
  return recipeExclusion(
    facts(id),
    { diet, cuisine },
    parseConditions(conditions),
    excludedAttrs(diet, opts),
  );
}

describe("recipe nutrition is the sum over ingredients (grams × per100g / 100)", () => {
  it("apple with almonds", () => {
    // apple 150 g: 78 kcal, 0.45 g protein, 20.7 g carbs, 3.6 g fibre; almonds 20 g: 115.8 kcal,
    // 4.2 g protein, 10 g fat, 0.76 g sat fat, 4.32 g carbs, 2.5 g fibre, 146.6 mg potassium.
    const n = facts("it-apple-almonds").perServing;
    expect(n.kcal).toBeCloseTo(193.8, 6);
    expect(n.protein_g).toBeCloseTo(4.65, 6);
    expect(n.fat_g).toBeCloseTo(10.3, 6);
    expect(n.sat_fat_g).toBeCloseTo(0.805, 6);
    expect(n.fiber_g).toBeCloseTo(6.1, 6);
    expect(n.potassium_mg).toBeCloseTo(160.5 + 146.6, 6);
    expect(facts("it-apple-almonds").netCarbs_g).toBeCloseTo(25.02 - 6.1, 6);
  });

  it("counts sodium from salt", () => {
    // 0.5 g salt = 193.79 mg sodium; egg 150 g = 213 mg; spinach 80 g = 63.2 mg; avocado 100 g = 7 mg;
    // olive oil 5 g = 0.1 mg.
    expect(facts("it-egg-avocado-plate").perServing.sodium_mg).toBeCloseTo(193.79 + 213 + 63.2 + 7 + 0.1, 6);
  });

  it("leaves out recipes that name unknown foods", () => {
    const bad = prepareLibrary({
      foods: FIXTURE_FOODS,
      recipes: [{ ...FIXTURE_LIBRARY.recipes[0], id: "it-bad", ingredients: [["unicorn", 10]] } as never],
    });
    expect(bad.recipes).toHaveLength(0);
    expect(bad.invalid[0]?.reason).toContain("unicorn");
  });
});

describe("diet eligibility is derived from ingredient attributes", () => {
  it("vegan and vegetarian", () => {
    expect(why("it-lentil-pasta", "vegan")).toBeNull();
    expect(why("it-oat-yogurt-bowl", "vegan")).toBe("contains dairy");
    expect(why("it-oat-yogurt-bowl", "vegetarian")).toBeNull();
    expect(why("it-chicken-pasta", "vegetarian")).toBe("contains poultry");
  });

  it("Indian-cuisine vegetarian plans leave eggs out", () => {
    expect(why("in-egg-bhurji", "vegetarian", "italian")).toBeNull();
    expect(why("in-egg-bhurji", "vegetarian", "indian")).toBe("contains egg");
  });

  it("keto by net carbohydrate per serving", () => {
    // Egg bhurji: egg 1.05 + onion 2.28 + tomato 1.62 + spinach 0.84 + almonds 1.37 ≈ 7.2 g net.
    expect(facts("in-egg-bhurji").netCarbs_g).toBeCloseTo(7.155, 2);
    expect(why("in-egg-bhurji", "keto")).toBeNull();
    expect(why("it-chicken-pasta", "keto")).toBe("too many net carbs for keto");
  });

  it("paleo and mediterranean", () => {
    expect(why("in-egg-bhurji", "paleo")).toBeNull();
    expect(why("it-butter-chicken-rice", "paleo")).toBe("contains grain");
    expect(why("it-butter-chicken-rice", "mediterranean")).toBe("contains seed oil");
    const noSeedOil = {
      ...facts("it-butter-chicken-rice"),
      attrs: new Set(["poultry", "grain", "dairy"] as const),
    };
    expect(
      recipeExclusion(noSeedOil, { diet: "mediterranean", cuisine: "italian" }, parseConditions([]), [
        "seed_oil",
      ]),
    ).toBe("olive oil is not its main fat");
    expect(why("it-salmon-zucchini", "mediterranean")).toBeNull();
  });

  it("diabetes leaves out desserts and refined sugar", () => {
    expect(why("it-honey-yogurt-pudding", "vegetarian", "italian", ["diabetes"])).toBe("a dessert");
    expect(why("in-masala-chai", "vegetarian", "italian", ["diabetes"])).toBe("contains refined sugar");
    expect(why("it-honey-yogurt-pudding", "vegetarian")).toBeNull();
    expect(why("it-apple-almonds", "vegan", "italian", ["diabetes"])).toBeNull();
  });

  it("diabetes also leaves out honey, which is added sugar too", () => {
    const yogurtWithHoney = { ...facts("it-apple-almonds"), attrs: new Set(["dairy", "honey"] as const) };
    const diabetes = parseConditions(["diabetes"]);
    expect(recipeExclusion(yogurtWithHoney, { diet: "vegetarian", cuisine: "italian" }, diabetes, [])).toBe(
      "contains honey",
    );
    expect(
      recipeExclusion(yogurtWithHoney, { diet: "vegetarian", cuisine: "italian" }, parseConditions([]), []),
    ).toBeNull();
  });
});

describe("foods to include and amounts", () => {
  it("matches free text to foods by words, plurals included", () => {
    const foods = lib.foodById.values();
    expect(matchFood("Bananas", foods)?.id).toBe("banana");
    expect(matchFood("greek yogurt", lib.foodById.values())?.id).toBe("greek-yogurt");
    expect(matchFood("unicorn dust", lib.foodById.values())).toBeNull();
  });

  it("writes amounts first, in ml for liquids", () => {
    expect(ingredientLine(food("rolled-oats"), 120)).toBe("120 g rolled oats");
    expect(ingredientLine(food("whole-milk"), 257.5)).toBe("250 ml whole milk");
    expect(ingredientLine(food("salt"), 0.75)).toBe("¼ tsp salt");
    // Above a dozen household units the weight alone is clearer.
    expect(shoppingDisplay(food("rolled-oats"), 1250)).toBe("1.3 kg");
    expect(shoppingDisplay(food("rolled-oats"), 500)).toBe("500 g (about 6 cups)");
    expect(shoppingDisplay(food("egg"), 350)).toBe("350 g (about 7 large)");
  });

  it("serves tofu outside Asian cooking only to vegans, and in Asian plans to everyone", () => {
    expect(why("it-tofu-scramble-toast", "vegetarian")).toBe(
      "tofu stands in for protein only in vegan plans",
    );
    expect(why("it-tofu-scramble-toast", "vegan")).toBeNull();
    const asianTofu = {
      ...facts("it-tofu-scramble-toast"),
      recipe: { ...facts("it-tofu-scramble-toast").recipe, cuisine: "asian" as const },
    };
    const plan = (cuisine: PlanRequest["cuisine"]) =>
      recipeExclusion(
        asianTofu,
        { diet: "vegetarian", cuisine },
        parseConditions([]),
        excludedAttrs("vegetarian", { noEggs: false }),
      );
    expect(plan("asian")).toBeNull();
    expect(plan("indian")).toMatch(/only in vegan plans/);
  });
});
