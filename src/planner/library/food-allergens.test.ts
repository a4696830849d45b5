import { describe, expect, it } from "vitest";
import type { ALLERGENS } from "../../shared/allergens";
import { allergenProblems, allergensInWords, expectedAllergens, HIDDEN_ALLERGENS } from "./allergen-words";
import { FOOD_BY_ID, FOODS } from "./default-library";

// Issue 21: every food carries its allergen groups, set from what it is. The column is checked against
// each food's name and attributes here, and against its reference row's description by the food audit
// (npm run audit:foods, which CI runs with the reference data).

const tags = (id: string) => FOOD_BY_ID.get(id)?.allergens ?? [];

describe("the food table's allergen groups", () => {
  it("are what a careful reader of each food's name and attributes expects, no more and no less", () => {
    expect(FOODS.flatMap((f) => allergenProblems(f))).toEqual([]);
  });

  it("hold for the cases people get wrong", () => {
    expect(tags("soy-sauce")).toEqual(expect.arrayContaining(["soy", "wheat"]));
    expect(tags("tamari")).toEqual(["soy"]);
    expect(tags("ghee")).toContain("milk");
    expect(tags("almond-milk")).toEqual(["tree_nuts"]);
    expect(tags("coconut-milk")).toEqual([]);
    expect(tags("worcestershire-sauce")).toContain("fish");
    expect(tags("peanut-butter")).toEqual(["peanut"]);
    expect(tags("pesto")).toEqual(expect.arrayContaining(["milk", "tree_nuts"]));
    expect(tags("hummus")).toContain("sesame");
    expect(tags("shrimp")).toEqual(["crustaceans"]);
    expect(tags("mussels")).toEqual(["molluscs"]);
    expect(tags("oyster-sauce")).toEqual(["wheat", "molluscs"]);
    expect(tags("mayonnaise")).toContain("egg");
    expect(tags("buckwheat-flour")).toEqual([]);
    expect(tags("corn-tortilla")).toEqual([]);
    expect(tags("butter-lettuce")).toEqual([]);
    expect(tags("rolled-oats")).toEqual(["wheat"]);
  });

  it("list every hidden group with a reason, and only where the words cannot see it", () => {
    for (const [id, groups] of Object.entries(HIDDEN_ALLERGENS)) {
      const food = FOOD_BY_ID.get(id);
      expect(food, id).toBeDefined();
      if (!food) continue;
      const seen = expectedAllergens(food);
      for (const [group, why] of Object.entries(groups)) {
        expect(food.allergens, `${id} ${group}`).toContain(group);
        expect(seen.has(group as (typeof ALLERGENS)[number]), `${id}: ${group} needs no listing`).toBe(false);
        expect(why.length, `${id} ${group}`).toBeGreaterThan(10);
      }
    }
  });

  it("a check that would catch a food whose tag was dropped", () => {
    const soySauce = FOOD_BY_ID.get("soy-sauce");
    if (!soySauce) throw new Error("soy sauce is in the table");
    const untagged = { ...soySauce, allergens: soySauce.allergens.filter((a) => a !== "wheat") };
    expect(allergenProblems(untagged)).toEqual(["soy-sauce: lacks wheat (its words or attributes name it)"]);
    const overTagged = { ...soySauce, allergens: [...soySauce.allergens, "celery" as const] };
    expect(allergenProblems(overTagged)).toEqual(["soy-sauce: celery is tagged but nothing explains it"]);
  });

  it("read reference descriptions the way the audit does", () => {
    expect(allergensInWords("Soy sauce made from soy and wheat (shoyu)")).toEqual(["soy", "wheat"]);
    expect(allergensInWords("Beverages, almond milk, unsweetened, shelf stable")).toEqual(["tree_nuts"]);
    expect(allergensInWords("Butter oil, anhydrous")).toEqual(["milk"]);
    expect(allergensInWords("Apricots, dried, sulfured, uncooked")).toEqual(["sulphites"]);
    expect(allergensInWords("Crustaceans, shrimp, mixed species, raw")).toEqual(["crustaceans"]);
    expect(allergensInWords("Nuts, coconut milk, raw")).toEqual([]);
  });
});
