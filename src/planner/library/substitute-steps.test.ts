import { describe, expect, it } from "vitest";
import { ALLERGENS, type Allergen } from "../../shared/allergens";
import { DIETS, type Diet } from "../../shared/domain";
import { restrictionsFor } from "../rules/allergies";
import { parseConditions } from "../rules/conditions";
import { excludedAttrs } from "../rules/diet-eligibility";
import { FOOD_BY_ID, FOODS, RECIPES } from "./default-library";
import type { Recipe } from "./library-types";
import { dietOptionsFor, substituteRequestFor } from "./plan-context";
import { recipeVersion } from "./recipe-version";

// A swapped ingredient is cooked as what it is: a vegan's tofu is never cracked or left "until the
// whites set", an oil never melts or foams like butter, salt standing in for soy sauce is never poured.
// Every recipe's versions, for every diet and every allergy, are read sentence by sentence for what
// only the original food does.

interface Misuse {
  /** The food a version swaps in. */
  to: RegExp;
  /** The foods it replaces. */
  from: readonly string[];
  /** Words, in a clause naming the substitute, that only the original food does. */
  inClause: RegExp;
  /** Words that may not appear anywhere once the original food is gone from the dish. */
  anywhere?: RegExp;
}

/** What a cook does only to an egg, read in the sentence that names the tofu standing in for it. */
const EGG_ONLY =
  /\b(crack(s|ed|ing)?|break (in|it|them)|whites?|yolks?|peel(ed|ing)?|shells?|(hard|soft)[- ]boil(ed|ing)?|boil(ed|ing)?|poach(ed|ing)?|beat(en|ing)?|whisk(ed|ing)?|(just |barely |softly )?set|runny|fluffy)\b/i;
const MISUSES: readonly Misuse[] = [
  { to: /^tofu/, from: ["egg"], inClause: EGG_ONLY, anywhere: /\b(egg )?(whites?|yolks?)\b/i },
  {
    to: /^tofu/,
    from: ["paneer", "ricotta", "part-skim-ricotta", "feta", "queso-fresco"],
    inClause: /\b(melt|grate)(s|d)? (the )?tofu\b|\btofu (melts|has melted)\b/i,
  },
  {
    to: /-oil$/,
    from: ["butter", "unsalted-butter", "ghee", "lard"],
    inClause:
      /\bmelt(s|ed|ing)? (the |a little of the |the remaining |half the |most of the )?[a-z]+ oil\b|\boil\b[^,]*\bfoam(s|ing|y)?\b|\boil (melts|has melted)\b/i,
  },
  {
    to: /^salt$/,
    from: ["soy-sauce", "soy-sauce-low-sodium", "tamari", "fish-sauce"],
    inClause: /\b(pour|splash|drizzle|spoon)\w*\b[^,]*\bsalt\b/i,
  },
  {
    to: /^(honey|maple-syrup|agave-syrup)$/,
    from: ["sugar", "brown-sugar", "jaggery", "powdered-sugar"],
    inClause:
      /\b(honey|syrup) (dissolves|has dissolved|caramelises|melts)\b|\bdissolve[sd]? the (honey|maple syrup)\b/i,
  },
];

/** The person kinds whose versions differ: every diet, alone and with each single allergy. */
const PEOPLE = DIETS.flatMap((diet) =>
  [undefined, ...ALLERGENS].map((allergy?: Allergen) => ({ diet, allergies: allergy ? [allergy] : [] })),
);
const cond = parseConditions([]);

function versionsOf(recipe: Recipe): Recipe[] {
  const seen = new Map<string, Recipe>();
  for (const person of PEOPLE) {
    const req = { diet: person.diet, cuisine: recipe.cuisine };
    const excluded = excludedAttrs(person.diet, dietOptionsFor(req));
    const sub = substituteRequestFor(req, cond, excluded, restrictionsFor(person, FOODS));
    const version = recipeVersion(recipe, sub, FOOD_BY_ID);
    if (version !== recipe) seen.set(version.ingredients.map((l) => l[0]).join(","), version);
  }
  return [...seen.values()];
}

/** Sentences and their parts: a step often does two things ("boil the eggs; steam the beans"). */
const clauses = (step: string) => step.split(/[;:.]/);

/** Each misuse in one version: the substitute's words next to what only the original does. */
function misusesIn(original: Recipe, version: Recipe): string[] {
  const out: string[] = [];
  version.ingredients.forEach(([toId], line) => {
    const fromId = original.ingredients[line]?.[0];
    if (!fromId || fromId === toId) return;
    const to = FOOD_BY_ID.get(toId);
    if (!to) return;
    const stillThere = version.ingredients.some(([id]) => id === fromId);
    for (const m of MISUSES) {
      if (!m.to.test(toId) || !m.from.includes(fromId)) continue;
      const word = to.id.startsWith("tofu") ? "tofu" : to.name;
      for (const step of version.instructions) {
        const bad = clauses(step).find((c) => c.toLowerCase().includes(word) && m.inClause.test(c));
        if (bad) out.push(`${fromId} → ${toId}: "${step}"`);
        else if (!stillThere && m.anywhere?.test(step)) out.push(`${fromId} → ${toId}: "${step}"`);
      }
    }
  });
  return out;
}

describe("steps of a swapped version", () => {
  it("finds an egg's verbs on tofu and butter's on oil", () => {
    const base: Recipe = {
      id: "me-test",
      name: "Test eggs",
      cuisine: "middle_eastern",
      meals: ["breakfast"],
      ingredients: [
        ["egg", 100],
        ["butter", 10],
      ],
      instructions: ["Melt the butter until it foams.", "Crack the eggs into the pan until the whites set."],
      handsOnMin: 5,
      totalMin: 5,
    };
    const version: Recipe = {
      ...base,
      ingredients: [
        ["tofu-extra-firm", 100],
        ["olive-oil", 10],
      ],
      instructions: [
        "Melt the olive oil until it foams.",
        "Crack the tofu into the pan until the whites set.",
      ],
    };
    expect(misusesIn(base, version)).toEqual([
      'egg → tofu-extra-firm: "Crack the tofu into the pan until the whites set."',
      'butter → olive-oil: "Melt the olive oil until it foams."',
    ]);
    const fixed: Recipe = {
      ...version,
      instructions: ["Heat the olive oil.", "Crumble the tofu into the pan and cook until hot through."],
    };
    expect(misusesIn(base, fixed)).toEqual([]);
  });

  it("cooks the tofu version by the writer's tofu steps and the egg version as written", () => {
    const ghatogh = RECIPES.find((r) => r.id === "me-baghali-ghatogh") as Recipe;
    const cook = (diet: Diet) => {
      const req = { diet, cuisine: ghatogh.cuisine };
      const excluded = excludedAttrs(diet, dietOptionsFor(req));
      const sub = substituteRequestFor(req, cond, excluded, restrictionsFor({}, FOODS));
      return recipeVersion(ghatogh, sub, FOOD_BY_ID).instructions[3];
    };
    expect(cook("vegetarian")).toMatch(/crack the eggs into them/);
    expect(cook("vegan")).toBe(
      "Crumble the tofu over the beans, cover and cook over low heat for five minutes until hot through.",
    );
  });

  it("never gives a substitute what only the original food does, in any recipe's version", () => {
    const problems = RECIPES.flatMap((r) =>
      versionsOf(r).flatMap((v) => misusesIn(r, v).map((p) => `${r.id}: ${p}`)),
    );
    expect([...new Set(problems)]).toEqual([]);
  }, 120_000);
});
