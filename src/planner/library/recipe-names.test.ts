import { describe, expect, it } from "vitest";
import { FOODS, RECIPES } from "./default-library";

// A dish a reader may not know by name says what it is: its name is plain English, or it carries a
// short English description in parentheses ("Suquet de peix (Catalan fish and potato stew)"). Plain
// English means every word is in ENGLISH below or in a food's name in the food table, the word a
// shopper reads on the list. ENGLISH holds everyday words and the dish names English menus print
// untranslated (tacos, risotto, falafel, curry); a word is added here only when a reader of English
// knows it without a description.

const ENGLISH = new Set(
  [
    "a adobo almondine amalfi amandine amritsar an and andalusian apples apulian arab artichokes",
    "aubergine aubergines baguette baja bake baked balls basque bbq beetroot belgian bengali berries",
    "berry bibimbap bircher bird's biscuits blackened blueberry boats boiled bouillabaisse bowl",
    "braised breaded breakfast broken bubble buffalo bulgarian bulgogi buns burger burrito",
    "butterflied caesar cajun cake california cantonese caper caramelised carb carpaccio carrots",
    "cashew casserole catalan caviar ceviche chaat chai chettinad chiles chilled chinese chopped",
    "chops chowder chutney circassian citrus clam cob cobb cold coleslaw congee courgette creamy",
    "crepe cress cretan crisp crispbread croatian croquettes crush crushed crust crusted crêpe cup",
    "cups cured custard cutlets cypriot danish dashi date denver deviled devilled diced dinner dip",
    "dipped dirty dosa dressed dressing drink dumplings dutch eggless eggs egyptian enchiladas",
    "england english eye eyed fajita fajitas falafel farmer's fashioned filipino filled fire",
    "fisherman's five flatbread focaccia free french fricassee fried fries frites frittata fritters",
    "friulian from fruit fry full garlicky gazpacho genoese german glory gnocchi goan goulash grain",
    "granola gravy griddled grilled grits guacamole gulf gyros hake hanoi hard harvest hash hazelnut",
    "herb herbed herbs holy home homemade hoppin' hung hunter's indonesian iraqi irish izakaya jacket jalfrezi",
    "jambalaya japanese jerky joes john jungle karnataka kedgeree kerala kofta konkani korean kumaoni",
    "kung labneh leaf lebanese lenten lentil levantine lighter ligurian linguine long low mac",
    "maharashtrian malaysian maltese man's manhattan marbled marinade marinated mash mashed meatball",
    "meatballs meatloaf mexican meze mild milkshake mince minced mix mole moluccan morning muesli",
    "muffins multigrain mushroom navarrese neapolitan new niçoise no noodle normandy norwegian nut",
    "oat of oiled old omelette on onions open or oranges oven over overnight pad paddle palestinian",
    "pan pancake pancakes pao paper parcels parchment parfait parsi patties pb&j pea peaches pears",
    "pecan penne pepita pepitas persian pickle pie pilaf pistachio pizza plantains plate poached",
    "polenta polish pomelo poor porridge portuguese pot potatoes prawn prawns pressed provençal",
    "pudding pulled pâté quesadillas radishes ragù raita ranch ranchero ratatouille raw ribbons rings",
    "ripe risotto roast rocket roll rolls roman romanian romesco root roulades rubbed rusk sago salad",
    "salted sambal sandwich satay sautéed savoury scallion scottish scramble scrambled seafood seared",
    "seasonal seasoned seitan set shake shaking shakshuka shawarma sheet shepherd's shortbread",
    "shredded sichuan sicilian side sifnos sinaloan sindhi sizzled sizzling skewers skillet skordalia",
    "slaw sliced slices sloppy slow smashed smoky smoothie snack soaked soft soup southern southwest",
    "souvlaki soybean spaghetti spanish spice spiced spicy spread spring sprinkle sprouted square",
    "squeak steamed stew stewed sticks sticky stir strained strips stroganoff stuffed style styrian",
    "succotash summer surti swabian swedish tabbouleh tacos tajine tamil tandoori tapenade taquitos",
    "tempered teriyaki texas thai the thessalian thick thighs three tikka tlalpan toast toasted",
    "topped tortillas trail tunisian turkish tuscan tzatziki up vegan vegetarian veggie version",
    "vietnamese village vinaigrette waldorf walnut warm wholewheat with without wrap wrapped wraps",
    "yankee young yucatecan yucatán za'atar",
  ]
    .join(" ")
    .split(" "),
);

const FOOD_WORDS = new Set(FOODS.flatMap((f) => wordsOf(f.name)));

/** Words of a text, hyphenated ones split ("lemon-dill" is lemon and dill), lowercase. */
function wordsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}'’&]+(?:-[\p{L}'’&]+)*/gu) ?? [];
  return words.flatMap((w) => w.split("-")).filter(Boolean);
}

const plainEnglish = (text: string) => wordsOf(text).every((w) => ENGLISH.has(w) || FOOD_WORDS.has(w));

/** True when a reader of English can tell what the dish is from its name. */
function saysWhatItIs(name: string): boolean {
  const outside = name.replace(/\([^)]*\)/g, " ");
  const descriptions = [...name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? "");
  return plainEnglish(outside) || descriptions.some((d) => d.trim() !== "" && plainEnglish(d));
}

describe("a dish's name", () => {
  it("needs a description only where a word is not plain English", () => {
    expect(saysWhatItIs("Suquet de peix")).toBe(false);
    expect(saysWhatItIs("Suquet de peix (Catalan fish and potato stew)")).toBe(true);
    expect(saysWhatItIs("Afelia with pourgouri")).toBe(false);
    expect(saysWhatItIs("Turkey chili with black beans")).toBe(true);
    expect(saysWhatItIs("Sheet-pan lemon-dill salmon")).toBe(true);
    expect(saysWhatItIs("Chicken and ginger congee (jook)")).toBe(true);
    expect(saysWhatItIs("Nilagang baka (saba)")).toBe(false);
  });

  it("says what the dish is, for every recipe of the library", () => {
    const unclear = RECIPES.filter((r) => !saysWhatItIs(r.name)).map((r) => `${r.id}: ${r.name}`);
    expect(unclear).toEqual([]);
  });
});
