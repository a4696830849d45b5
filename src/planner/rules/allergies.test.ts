import { describe, expect, it } from "vitest";
import { FOODS } from "../library/default-library";
import { foodsNamedBy, restrictionsFor } from "./allergies";

// What a typed "foods I don't eat" entry means, and which typed conditions count as allergies.

const named = (text: string) =>
  foodsNamedBy(text, FOODS)
    .map((f) => f.id)
    .sort();

describe("foods a typed name means", () => {
  it("reads a family word as the whole family, and nothing that merely contains its letters", () => {
    const pork = named("no pork");
    expect(pork).toEqual(expect.arrayContaining(["bacon", "ham", "ground-pork", "pork-tenderloin", "lard"]));
    expect(pork).not.toContain("collard-greens");
    expect(pork).not.toContain("graham-crackers");
    expect(named("milk")).toEqual(expect.arrayContaining(["whole-milk", "skim-milk", "buttermilk"]));
    expect(named("milk")).not.toContain("almond-milk");
    expect(named("seafood")).toEqual(expect.arrayContaining(["salmon", "shrimp", "mussels", "fish-sauce"]));
  });

  it("matches a longer name word by word, so a family word inside it does not take over", () => {
    expect(named("goat cheese")).toEqual(["goat-cheese"]);
    expect(named("I don't eat mushrooms")).toEqual(["dried-shiitake", "mushrooms", "portobello-mushrooms"]);
    expect(named("coriander")).toEqual(["cilantro", "coriander-seeds", "ground-coriander"]);
    expect(named("olives")).toEqual(["black-olives", "green-olives"]);
    expect(named("durian")).toEqual([]);
  });
});

describe("a typed health condition", () => {
  it("counts as an allergy when it says so, and only asks when it names an intolerance", () => {
    const r = restrictionsFor(
      { health_conditions: ["severe tree nut and peanut allergy", "coeliac"] },
      FOODS,
    );
    expect(r.allergies).toEqual(["peanut", "tree_nuts", "wheat"]);
    expect(r.blocked.has("walnuts") && r.blocked.has("peanut-butter") && r.blocked.has("pasta")).toBe(true);
    expect(restrictionsFor({ health_conditions: ["Lactose intolerance"] }, FOODS).allergies).toEqual([]);
  });
});
