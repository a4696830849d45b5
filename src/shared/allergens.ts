// The 14 allergen groups a person can tick (the EU's list; docs/product/allergies.md). The food table
// tags every food with the groups it contains; the engine, the checker, the wizard and the plan's
// "Free from" line all read this one list.

export const ALLERGENS = [
  "milk",
  "egg",
  "peanut",
  "tree_nuts",
  "sesame",
  "soy",
  "wheat",
  "fish",
  "crustaceans",
  "molluscs",
  "mustard",
  "celery",
  "lupin",
  "sulphites",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The checkbox label. */
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  milk: "Milk",
  egg: "Egg",
  peanut: "Peanut",
  tree_nuts: "Tree nuts",
  sesame: "Sesame",
  soy: "Soy",
  wheat: "Wheat (gluten)",
  fish: "Fish",
  crustaceans: "Crustaceans",
  molluscs: "Molluscs",
  mustard: "Mustard",
  celery: "Celery",
  lupin: "Lupin",
  sulphites: "Sulphites",
};

/** How the group reads inside "Free from: …". */
export const ALLERGEN_FREE_FROM: Record<Allergen, string> = {
  milk: "milk",
  egg: "eggs",
  peanut: "peanuts",
  tree_nuts: "tree nuts",
  sesame: "sesame",
  soy: "soy",
  wheat: "gluten",
  fish: "fish",
  crustaceans: "crustaceans",
  molluscs: "molluscs",
  mustard: "mustard",
  celery: "celery",
  lupin: "lupin",
  sulphites: "sulphites",
};

/** What each group covers, for the help text beside its checkbox. */
export const ALLERGEN_HINTS: Record<Allergen, string> = {
  milk: "Milk, butter, ghee, cheese, yogurt, cream",
  egg: "Eggs, mayonnaise, egg noodles",
  peanut: "Peanuts, peanut butter, peanut oil",
  tree_nuts: "Almonds, walnuts, cashews, pecans, pistachios, pine nuts and their milks",
  sesame: "Sesame seeds, tahini, sesame oil, hummus",
  soy: "Tofu, soy milk, soy sauce, miso, edamame, soybean oil",
  wheat: "Wheat, barley, rye, oats: bread, pasta, couscous, bulgur, soy sauce",
  fish: "Fish, fish sauce, anchovies, Worcestershire sauce",
  crustaceans: "Shrimp, crab, lobster",
  molluscs: "Mussels, clams, scallops, squid, octopus, oyster sauce",
  mustard: "Mustard, mustard seeds and oil, curry powder",
  celery: "Celery and the broths made with it",
  lupin: "Lupin flour and beans",
  sulphites: "Wine, wine vinegar, dried apricots",
};

/** Words in typed text that name each group ("severe tree nut and peanut allergy", "coeliac"). */
const NAMED_BY: Record<Allergen, RegExp> = {
  milk: /\b(milk|dairy|lactose|casein|whey)\b/,
  egg: /\beggs?\b/,
  peanut: /\b(peanuts?|groundnuts?)\b/,
  tree_nuts: /\b(tree ?nuts?|nuts|almonds?|walnuts?|cashews?|pecans?|pistachios?|hazelnuts?|macadamias?)\b/,
  sesame: /\b(sesame|tahini)\b/,
  soy: /\b(soy|soya|soybeans?|tofu)\b/,
  wheat: /\b(wheat|gluten|coeliac|celiac)\b/,
  fish: /\bfish\b/,
  crustaceans: /\b(shellfish|crustaceans?|shrimps?|prawns?|crabs?|lobsters?)\b/,
  molluscs: /\b(shellfish|molluscs?|mollusks?|mussels?|clams?|oysters?|scallops?|squid|octopus)\b/,
  mustard: /\bmustard\b/,
  celery: /\b(celery|celeriac)\b/,
  lupin: /\b(lupin|lupine)\b/,
  sulphites: /\b(sulph?ites?|sulfites?|sulphur dioxide|sulfur dioxide)\b/,
};

/**
 * The groups a person's own words name, so the wizard can ask them to tick each one: "peanut allergy"
 * names peanut, "no dairy" names milk. It only asks: what is ticked is what the engine holds to.
 */
export function allergensNamedIn(text: string): Allergen[] {
  const t = text.toLowerCase();
  return ALLERGENS.filter((a) => NAMED_BY[a].test(t));
}

/** "peanuts, tree nuts and mushrooms" */
export function listOfGroups(allergies: readonly Allergen[]): string {
  return andList(ALLERGENS.filter((a) => allergies.includes(a)).map((a) => ALLERGEN_FREE_FROM[a]));
}

/** "a", "a and b", "a, b and c": how the plan and the wizard list groups in a sentence. */
export function andList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** "peanuts, tree nuts, mushrooms": what a plan leaves out; null when nothing is. */
export function freeFromList(
  allergies: readonly Allergen[],
  excludedFoods: readonly string[],
): string | null {
  const words = [
    ...ALLERGENS.filter((a) => allergies.includes(a)).map((a) => ALLERGEN_FREE_FROM[a]),
    ...excludedFoods.map((f) => f.trim().toLowerCase()).filter(Boolean),
  ];
  return words.length > 0 ? [...new Set(words)].join(", ") : null;
}

/** "Free from: peanuts, tree nuts" — null when nothing is excluded. */
export function freeFromLine(
  allergies: readonly Allergen[],
  excludedFoods: readonly string[],
): string | null {
  const list = freeFromList(allergies, excludedFoods);
  return list ? `Free from: ${list}` : null;
}
