import { ALLERGENS, type Allergen } from "../../shared/allergens";
import type { Food } from "./library-types";

// A second opinion on the food table's allergen column: the groups a food's words and attributes
// say it must carry. The column is what the engine obeys; this vocabulary is only how the tests (its
// name and attributes) and the food audit (its reference row's description) hold the column to account.
// A group the words cannot see (soybean oil sold as "vegetable oil", celery in a broth) is listed in
// HIDDEN_ALLERGENS with the reason, so every tag is explained by something.

const WORDS: Record<Allergen, RegExp> = {
  milk: /\b(milk|cheese|cheddar|mozzarella|parmesan|feta|ricotta|paneer|brie|gouda|gruy[eè]re|queso|monterey|yogurt|curd|dahi|kefir|ghee|khoa|cream|butter|buttermilk|half-and-half)\b/,
  egg: /\beggs?\b|mayonnaise/,
  peanut: /\bpeanuts?\b/,
  tree_nuts:
    /\b(almonds?|walnuts?|cashews?|pecans?|pistachios?|hazelnuts?|filberts|macadamia|brazil ?nuts|pine nuts|pesto)\b/,
  sesame: /\b(sesame|tahini|hummus)\b/,
  soy: /\b(soy|soya|soybeans?|soymilk|tofu|edamame|miso|tamari|shoyu|hoisin)\b/,
  wheat:
    /\b(wheat|spelt|farro|atta|semolina|bulgur|couscous|barley|rye|pumpernickel|bread|breadcrumbs|bagels?|buns?|rolls|naan|chapati|pita|pasta|spaghetti|vermicelli|somen|crackers?|cookies?|oats|seitan|gluten|hoisin)\b/,
  fish: /\b(fish|salmon|cod|tuna|tilapia|mackerel|sardines?|anchov(y|ies)|halibut|trout|bass|haddock|pollock|snapper|swordfish|herring|catfish|worcestershire)\b/,
  crustaceans: /\b(crustaceans|shrimp|prawns?|crab|lobster)\b/,
  molluscs: /\b(mollusks|molluscs|scallops?|mussels?|clams?|squid|octopus|oysters?)\b/,
  mustard: /\bmustard\b/,
  celery: /\b(celery|celeriac)\b/,
  lupin: /\blupin/,
  sulphites: /\b(wine|sulfured|sulphured|sulfites?|sulphites?)\b/,
};

/**
 * Words that look like an allergen but are not one: plant milks and butters, coconut, cocoa butter,
 * butter lettuce and butternut squash, cream of tartar, rice and buckwheat noodles, a pasta sauce, oyster
 * crackers (named for their shape).
 */
const NOT_AN_ALLERGEN: readonly [RegExp, Allergen][] = [
  [
    /\b(soy|soymilk|almond|rice|coconut|oat)\s*(milk|beverage)|\bsoymilk\b|milk, (almond|rice)|(almond|rice|coconut) milk/,
    "milk",
  ],
  [/\bcoconut (cream|milk|water|meat)|nuts, coconut \w+/, "milk"],
  [
    /\b(peanut|almond|cocoa|sesame|seed) butter|butter lettuce|butterhead|butternut|nuts, almond butter/,
    "milk",
  ],
  [/\bgluten[- ]free \w+|\w+, gluten-free/, "wheat"],
  [/\bice cream\b|cream of tartar/, "milk"],
  [/\bpeanut butter\b/, "milk"],
  [/\bbuckwheat\b/, "wheat"],
  [/\brice (noodles|cakes?|cracker|flour|vermicelli)|snacks, rice cracker/, "wheat"],
  [/\bcorn tortilla|tortillas?, ready-to-bake or -fry, corn/, "wheat"],
  [/sauce, pasta|pasta sauce|spaghetti\/marinara/, "wheat"],
  [/includes oyster/, "molluscs"],
];

/** Attributes that are an allergen group by definition (the diet rules' attributes, library-types). */
function fromAttrs(food: Food): Allergen[] {
  const out: Allergen[] = [];
  if (food.attrs.includes("dairy")) out.push("milk");
  if (food.attrs.includes("egg")) out.push("egg");
  if (food.attrs.includes("nut")) out.push("tree_nuts");
  if (food.attrs.includes("soy")) out.push("soy");
  if (food.attrs.includes("gluten")) out.push("wheat");
  return out;
}

/** The groups words name ("Soy sauce made from soy and wheat (shoyu)" names soy and wheat). */
export function allergensInWords(text: string): Allergen[] {
  const t = text.toLowerCase();
  return ALLERGENS.filter((a) => {
    if (!WORDS[a].test(t)) return false;
    const masked = NOT_AN_ALLERGEN.filter(([, g]) => g === a).reduce(
      (s, [re]) => s.replace(new RegExp(re.source, "g"), " "),
      t,
    );
    return WORDS[a].test(masked);
  });
}

/**
 * Groups a food carries that neither its name nor its reference row says, each with why: the test
 * and the audit accept these tags, and only these, beyond what the words give.
 */
export const HIDDEN_ALLERGENS: Readonly<Record<string, Partial<Record<Allergen, string>>>> = {
  "vegetable-oil": { soy: "the reference row is soybean oil" },
  mayonnaise: { soy: "made with soybean oil", mustard: "seasoned with mustard" },
  "chocolate-chips": { soy: "soy lecithin" },
  "vegetable-broth": { celery: "stock vegetables" },
  "chicken-broth": { celery: "stock vegetables" },
  "chicken-broth-low-sodium": { celery: "stock vegetables" },
  "beef-broth": { celery: "stock vegetables" },
  "beef-broth-low-sodium": { celery: "stock vegetables" },
  "fish-stock": { celery: "stock vegetables" },
  "curry-powder": { mustard: "ground mustard seed is a usual part of the blend" },
  "dijon-mustard": { sulphites: "made with wine or preserved with sulphites" },
  "dried-apricots": { sulphites: "sulphured to keep their colour (the reference row says so)" },
  kimchi: { fish: "seasoned with fish sauce", crustaceans: "seasoned with salted shrimp" },
  bagel: { sesame: "the reference row includes sesame bagels" },
  "oyster-sauce": { wheat: "most are thickened with wheat flour" },
  miso: { wheat: "much miso is fermented with barley" },
  raisins: { sulphites: "dried fruit is often kept with sulphites" },
  "dried-figs": { sulphites: "dried fruit is often kept with sulphites" },
  "dried-cranberries": { sulphites: "dried fruit is often kept with sulphites" },
  "desiccated-coconut": { sulphites: "often kept white with sulphites" },
  molasses: { sulphites: "sulphured molasses is common" },
  "sun-dried-tomatoes": { sulphites: "often treated with sulphites to keep their colour" },
};

/** What a food's name and attributes say it carries, with the hidden groups added. */
export function expectedAllergens(food: Food, referenceText = ""): Set<Allergen> {
  return new Set([
    ...fromAttrs(food),
    ...allergensInWords(`${food.name} ${food.id.replaceAll("-", " ")}`),
    ...allergensInWords(referenceText),
  ]);
}

/** Problems with one food's allergen tags: groups its words or attributes name that it lacks, and tags nothing explains. */
export function allergenProblems(food: Food, referenceText = ""): string[] {
  const expected = expectedAllergens(food, referenceText);
  const hidden = HIDDEN_ALLERGENS[food.id] ?? {};
  const out: string[] = [];
  for (const a of expected)
    if (!food.allergens.includes(a)) out.push(`${food.id}: lacks ${a} (its words or attributes name it)`);
  for (const a of food.allergens)
    if (!expected.has(a) && !hidden[a]) out.push(`${food.id}: ${a} is tagged but nothing explains it`);
  return out;
}
