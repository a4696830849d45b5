import { ALLERGEN_FREE_FROM, ALLERGENS, type Allergen, allergensNamedIn } from "../../shared/allergens";
import { wordsOf } from "../include/match-food";
import type { Food } from "../library/library-types";

// Allergies and foods a person does not eat (docs/product/allergies.md) are hard rules: a food that
// carries a ticked allergen group, or that a typed exclusion names, never reaches a plan. This file
// turns the request's two lists into the set of blocked foods, each with the reason a person reads.

/** Why one food is out of every meal: the allergy it carries, or the exclusion that named it. */
export type Block = { kind: "allergy"; allergen: Allergen } | { kind: "excluded"; text: string };

export interface Restrictions {
  /** Ticked, plus any a health condition's own words name (below), in the list's order. */
  allergies: readonly Allergen[];
  /** Typed health conditions that name an allergen group not ticked: held to all the same. */
  fromConditions: readonly { text: string; allergens: readonly Allergen[] }[];
  excludedFoods: readonly string[];
  /** Every blocked food of the table, with its first reason. */
  blocked: ReadonlyMap<string, Block>;
  /** Typed exclusions that name no food of the table (said in the notes, never silently dropped). */
  unmatched: readonly string[];
  /** Identifies the blocked set, for the caches of recipe versions and eligible recipes. */
  key: string;
}

export const NO_RESTRICTIONS: Restrictions = {
  allergies: [],
  fromConditions: [],
  excludedFoods: [],
  blocked: new Map(),
  unmatched: [],
  key: "",
};

const anyAllergen =
  (...groups: Allergen[]) =>
  (f: Food) =>
    f.allergens.some((a) => groups.includes(a));
const idIn = (pattern: RegExp) => (f: Food) => pattern.test(f.id);
const CHEESES =
  /cheese|cheddar|mozzarella|parmesan|feta|ricotta|paneer|brie|gouda|gruyere|queso|monterey|halloumi/;

/**
 * Words that name a family of foods rather than one food: "pork" is bacon and ham too, "seafood" is
 * every fish and shellfish, "milk" is the dairy milks and not almond milk. A family applies when the
 * typed name is its word alone ("no pork", "cheese"); "goat cheese" is matched word by word, so it is
 * goat cheese, not every cheese nor goat meat.
 */
const FAMILIES: readonly [RegExp, (f: Food) => boolean][] = [
  [/^red meats?$/, (f) => f.attrs.includes("red_meat")],
  [/^meats?$/, (f) => f.attrs.includes("meat") || f.attrs.includes("poultry")],
  [/^poultry$/, (f) => f.attrs.includes("poultry")],
  [/^pork$/, idIn(/^(ground-pork|pork-.+|bacon|ham|chorizo|salami|lard|italian-sausage)$/)],
  [/^beef$/, idIn(/^(ground-beef-.+|.+-steak|beef-.+|chorizo|salami)$/)],
  [/^(lamb|mutton|goat|goat meat)$/, idIn(/^(lamb-leg|ground-lamb|goat-meat)$/)],
  [/^seafood$/, anyAllergen("fish", "crustaceans", "molluscs")],
  [/^shellfish$/, anyAllergen("crustaceans", "molluscs")],
  [/^fish$/, anyAllergen("fish")],
  [/^dairy$/, anyAllergen("milk")],
  [/^cheeses?$/, (f) => f.attrs.includes("dairy") && CHEESES.test(f.id)],
  [/^milk$/, (f) => f.attrs.includes("dairy") && /milk/.test(f.name)],
  [/^eggs?$/, anyAllergen("egg")],
  [/^(tree )?nuts?$/, anyAllergen("tree_nuts", "peanut")],
  [/^(gluten|wheat)$/, anyAllergen("wheat")],
  [/^soya?$/, anyAllergen("soy")],
  [/^(alcohol|wine)$/, idIn(/-wine$/)],
  [/^tomato(es)?$/, (f) => /tomato/.test(f.id) || /^(marinara-sauce|ketchup|salsa)$/.test(f.id)],
];

/** Filler around the food's name in what people type: "no mushrooms", "I don't eat pork". */
const FILLER = new Set([
  "no",
  "not",
  "don't",
  "dont",
  "eat",
  "any",
  "i",
  "please",
  "the",
  "allergy",
  "allergic",
  "to",
]);

/** The foods a typed name means: its family, or every food whose name holds each of its words. */
export function foodsNamedBy(text: string, foods: Iterable<Food>): Food[] {
  const phrase = text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter((w) => w && !FILLER.has(w))
    .join(" ");
  const list = [...foods];
  const family = FAMILIES.find(([re]) => re.test(phrase))?.[1];
  if (family) return list.filter(family);
  const want = wordsOf(phrase);
  if (want.length === 0) return [];
  const saysOil = want.includes("oil");
  return list.filter((f) => {
    const have = new Set([...wordsOf(f.name), ...wordsOf(f.id)]);
    // "olives" is not olive oil: an oil is named only by a text that says oil.
    if (!saysOil && have.has("oil")) return false;
    return want.every((w) => have.has(w));
  });
}

/** Words that make a typed condition an allergy rather than a preference or an intolerance. */
const SAYS_ALLERGY = /allerg|anaphyla|coeliac|celiac|epipen/;

/**
 * The request's restrictions. A health condition typed under Other that says it is an allergy and
 * names an allergen ("severe tree nut and peanut allergy", "coeliac") is held to as if ticked: the
 * wizard asks the person to tick it, but a plan made before they do must not serve them peanuts. A
 * named intolerance ("lactose intolerance") is only asked about: many who have one eat yogurt and ghee.
 */
export function restrictionsFor(
  req: {
    allergies?: readonly Allergen[] | undefined;
    excluded_foods?: readonly string[] | undefined;
    health_conditions?: readonly string[] | undefined;
  },
  table: Iterable<Food>,
): Restrictions {
  const ticked = new Set(req.allergies ?? []);
  const fromConditions = (req.health_conditions ?? []).flatMap((text) => {
    if (!SAYS_ALLERGY.test(text.toLowerCase())) return [];
    const allergens = allergensNamedIn(text).filter((a) => !ticked.has(a));
    return allergens.length > 0 ? [{ text: text.trim(), allergens }] : [];
  });
  const named = new Set([...ticked, ...fromConditions.flatMap((c) => c.allergens)]);
  const allergies = ALLERGENS.filter((a) => named.has(a));
  const excludedFoods = [...new Set((req.excluded_foods ?? []).map((t) => t.trim()).filter(Boolean))];
  if (allergies.length === 0 && excludedFoods.length === 0) return NO_RESTRICTIONS;
  const foods = [...table];
  const blocked = new Map<string, Block>();
  for (const f of foods) {
    const allergen = allergies.find((a) => f.allergens.includes(a));
    if (allergen) blocked.set(f.id, { kind: "allergy", allergen });
  }
  const unmatched: string[] = [];
  for (const text of excludedFoods) {
    const named = foodsNamedBy(text, foods);
    if (named.length === 0) unmatched.push(text);
    for (const f of named) if (!blocked.has(f.id)) blocked.set(f.id, { kind: "excluded", text });
  }
  const key = [...blocked.keys()].sort().join(",");
  return { allergies, fromConditions, excludedFoods, blocked, unmatched, key };
}

/** The first blocked food of a dish, with its reason, or null. */
export function firstBlocked(foods: readonly Food[], r: Restrictions): { food: Food; block: Block } | null {
  if (r.blocked.size === 0) return null;
  for (const food of foods) {
    const block = r.blocked.get(food.id);
    if (block) return { food, block };
  }
  return null;
}

/** "peanuts (your allergy)" or "mushrooms (a food you don't eat)". */
export function blockText(block: Block): string {
  return block.kind === "allergy"
    ? `${ALLERGEN_FREE_FROM[block.allergen]} (your allergy)`
    : `${block.text} (a food you don't eat)`;
}
