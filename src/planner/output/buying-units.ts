// What a shopper puts in the basket for each food (docs/product/shopping-list.md): a count of whole
// items, a bunch, or a can, carton, jar or pack of a stated size. A food not in this table is bought
// by weight (or volume, for a liquid); a pantry food (./pantry.ts) is checked, not bought.
//
// Grams per item are the edible grams the recipes count, from the USDA SR28 portions
// (`usda-sr28/portions.csv` of the reference data `npm run audit:foods` reads) where the reference has the
// item ("SR28"); the other figures are common shop sizes, chosen on the small side so that a count rounded up
// covers the week. Canned foods that are drained count the drained grams (`usable`), and show the can's net
// weight, as its label does.

/** An item a shopper counts: "4 avocados", "1 bunch", "2 cans (400 g each)". */
export interface UnitBuy {
  by: "unit";
  one: string;
  many: string;
  /** Grams of the food in one item, for items sold loose (a count or a bunch). */
  grams?: number;
  /** The size printed on a pack: its net weight or its volume. */
  g?: number;
  ml?: number;
  /** Grams the recipes can use from one pack when that is less than its net weight (drained beans). */
  usable?: number;
  /** The line's name when it is not the food's ("black tea" for brewed tea). */
  name?: string;
}

/** A food bought as part of another's line: lemon juice is squeezed from the lemons bought. */
export interface PartBuy {
  by: "part";
  /** The food whose line this joins. */
  of: string;
  /** Grams of this food one item of that line gives. */
  grams: number;
}

/** A food bought as something weighed in another amount: brewed coffee as ground coffee. */
export interface WeightBuy {
  by: "weight";
  name: string;
  /** Grams bought per gram the recipes use. */
  factor: number;
}

export type Buying = UnitBuy | PartBuy | WeightBuy;

const count = (grams: number, one: string, many = `${one}s`): UnitBuy => ({ by: "unit", one, many, grams });
const bunch = (grams: number): UnitBuy => count(grams, "bunch", "bunches");
const head = (grams: number): UnitBuy => count(grams, "head");
const packOf =
  (one: string, many = `${one}s`) =>
  (g: number, usable?: number): UnitBuy => ({ by: "unit", one, many, g, ...(usable ? { usable } : {}) });
const can = packOf("can");
const jar = packOf("jar");
const tub = packOf("tub");
const pack = packOf("pack");
const loaf = packOf("loaf", "loaves");
const block = packOf("block");
const carton = (ml: number): UnitBuy => ({ by: "unit", one: "carton", many: "cartons", ml });
const bottle = (ml: number): UnitBuy => ({ by: "unit", one: "bottle", many: "bottles", ml });
/** A can sold by volume (coconut milk). */
const canOf = (ml: number): UnitBuy => ({ by: "unit", one: "can", many: "cans", ml });
const part = (of: string, grams: number): PartBuy => ({ by: "part", of, grams });

/** A bag of tea makes one 240 ml mug. */
const TEA_BAG_G = 240;
/** Ground coffee for drip or French press: about 10 g per 180 ml cup (the 1:18 brewing ratio). */
const COFFEE_PER_G = 10 / 180;

export const BUYING: Readonly<Record<string, Buying>> = {
  // Produce, counted: SR28's medium item unless noted.
  onion: count(110, "onion"),
  "red-onion": count(110, "red onion"),
  // A shallot is about 30 g; SR28 gives only a chopped tablespoon.
  shallot: count(30, "shallot"),
  // A head of about 12 cloves at SR28's 3 g a clove.
  garlic: head(36),
  tomato: count(123, "tomato", "tomatoes"),
  potato: count(213, "potato", "potatoes"),
  "sweet-potato": count(130, "sweet potato", "sweet potatoes"),
  carrot: count(61, "carrot"),
  zucchini: count(196, "zucchini", "zucchini"),
  "red-bell-pepper": count(119, "pepper"),
  "green-bell-pepper": count(119, "pepper"),
  "yellow-bell-pepper": count(186, "pepper"),
  cucumber: count(301, "cucumber"),
  eggplant: count(458, "eggplant"),
  "sweet-corn": count(102, "ear"),
  beet: count(82, "beet"),
  daikon: count(338, "radish", "radishes"),
  jalapeno: count(14, "jalapeño"),
  // The slim green chilies of Indian cooking weigh about 5 g (SR28's 45 g pepper is a large one).
  "green-chili": count(5, "chili", "chilies"),
  "serrano-pepper": count(6.1, "pepper"),
  artichoke: count(128, "artichoke"),
  fennel: count(234, "bulb"),
  turnip: count(122, "turnip"),
  plantain: count(179, "plantain"),
  tomatillo: count(34, "tomatillo"),
  drumstick: count(11, "pod"),
  "portobello-mushrooms": count(84, "mushroom"),
  // Heads: SR28's medium head; napa about 900 g, like a medium cabbage; broccoli is sold by the head
  // of about 300 g (SR28's 608 g bunch holds two).
  "romaine-lettuce": head(626),
  "iceberg-lettuce": head(539),
  "butter-lettuce": head(163),
  cabbage: head(908),
  "red-cabbage": head(839),
  "napa-cabbage": head(900),
  cauliflower: head(588),
  broccoli: head(300),
  // About ten medium stalks at SR28's 40 g.
  celery: head(400),
  // Bunches: SR28's 340 g for spinach; the others as a supermarket sells them. Cilantro about 45
  // sprigs (SR28: 9 sprigs 20 g), parsley about 100 g, asparagus about 16 medium spears (SR28: 16 g
  // each), radishes about 11 large (SR28: 9 g), scallions about 7 medium (SR28: 15 g), chard about six
  // leaves (SR28: 48 g).
  spinach: bunch(340),
  kale: bunch(250),
  "collard-greens": bunch(300),
  "swiss-chard": bunch(300),
  asparagus: bunch(250),
  radish: bunch(100),
  scallions: bunch(100),
  "fenugreek-leaves": bunch(100),
  cilantro: bunch(100),
  parsley: bunch(100),
  mint: bunch(50),
  dill: bunch(50),
  basil: bunch(30),
  chives: bunch(25),
  thyme: pack(20),
  rosemary: pack(20),
  "curry-leaves": pack(20),
  "cherry-tomatoes": pack(250),
  mushrooms: pack(250),
  "dried-shiitake": pack(50),
  // SR28: a 12 oz package.
  "bean-sprouts": pack(340),
  arugula: pack(100),
  "tofu-firm": block(400),
  // SR28: a 455 g block.
  "tofu-extra-firm": block(455),
  "tofu-silken": block(340),
  hummus: tub(200),
  // Fruit: SR28's medium fruit; a grapefruit is SR28's two medium halves.
  apple: count(182, "apple"),
  banana: count(118, "banana"),
  orange: count(131, "orange"),
  lemon: count(58, "lemon"),
  // SR28: one lemon yields 48 g of juice, one lime 44 g.
  "lemon-juice": part("lemon", 48),
  lime: count(67, "lime"),
  "lime-juice": part("lime", 44),
  mango: count(336, "mango", "mangoes"),
  pineapple: count(905, "pineapple"),
  pear: count(178, "pear"),
  peach: count(150, "peach", "peaches"),
  apricot: count(35, "apricot"),
  plum: count(66, "plum"),
  kiwi: count(69, "kiwi"),
  cantaloupe: count(552, "melon"),
  pomegranate: count(282, "pomegranate"),
  grapefruit: count(256, "grapefruit", "grapefruits"),
  "fresh-figs": count(50, "fig"),
  avocado: count(201, "avocado"),
  "coconut-fresh": count(397, "coconut"),
  strawberries: pack(400),
  blueberries: pack(125),
  raspberries: pack(125),
  blackberries: pack(125),
  dates: pack(200),
  tamarind: block(200),
  // Bakery: SR28's item; bread by the loaf.
  "white-bread": loaf(500),
  "whole-wheat-bread": loaf(500),
  "sourdough-bread": loaf(500),
  "rye-bread": loaf(500),
  "pumpernickel-bread": loaf(500),
  "pita-bread": count(60, "pita bread"),
  "whole-wheat-pita": count(64, "pita"),
  "whole-wheat-pita-small": count(28, "small pita"),
  naan: count(90, "naan"),
  chapati: count(43, "chapati"),
  bagel: count(105, "bagel"),
  "hamburger-bun": count(44, "bun"),
  "corn-tortilla": count(24, "tortilla"),
  "flour-tortilla": count(48, "tortilla"),
  "whole-wheat-tortilla": count(41, "tortilla"),
  // Dairy and eggs: SR28's large egg gives 33 g of white and 17 g of yolk.
  egg: count(50, "egg"),
  "egg-white": part("egg", 33),
  "egg-yolk": part("egg", 17),
  "whole-milk": carton(1000),
  "milk-2": carton(1000),
  "skim-milk": carton(1000),
  buttermilk: carton(1000),
  kefir: carton(1000),
  "heavy-cream": carton(250),
  "half-and-half": carton(500),
  "plain-yogurt": tub(500),
  "low-fat-yogurt": tub(500),
  "greek-yogurt": tub(500),
  "greek-yogurt-whole": tub(500),
  "sour-cream": tub(250),
  ricotta: tub(250),
  "part-skim-ricotta": tub(250),
  "cream-cheese": pack(200),
  paneer: pack(200),
  // Canned and jarred: a 400 g can of beans holds about 240 g drained; tuna's 160 g can 112 g,
  // sardines' 125 g can 90 g, water chestnuts' and bamboo shoots' 225 g can 140 g; SR28's 2 oz can of
  // anchovies 45 g; capers' 100 g jar about 60 g.
  "chickpeas-canned": can(400, 240),
  "black-beans-canned": can(400, 240),
  "kidney-beans-canned": can(400, 240),
  "white-beans-canned": can(400, 240),
  "refried-beans": can(440),
  "canned-tomatoes": can(400),
  // SR28: a 6 oz can.
  "tomato-paste": can(170),
  "tomato-puree": jar(700),
  "tomato-sauce": can(400),
  "coconut-milk": canOf(400),
  "coconut-cream": canOf(400),
  "evaporated-milk": can(410),
  "sweetened-condensed-milk": can(397),
  "water-chestnuts": can(225, 140),
  "bamboo-shoots": can(225, 140),
  "canned-tuna": can(160, 112),
  "canned-salmon": can(213),
  sardines: can(125, 90),
  anchovies: can(50, 45),
  capers: jar(100, 60),
  pesto: jar(190),
  "marinara-sauce": jar(680),
  salsa: jar(450),
  "salsa-verde": jar(450),
  sauerkraut: jar(500),
  kimchi: jar(400),
  jam: jar(340),
  // SR28: ten sheets weigh 26 g.
  nori: count(26, "pack of 10 sheets", "packs of 10 sheets"),
  wakame: pack(50),
  kombu: pack(50),
  "vegetable-broth": carton(1000),
  "chicken-broth": carton(1000),
  "chicken-broth-low-sodium": carton(1000),
  "beef-broth": carton(1000),
  "beef-broth-low-sodium": carton(1000),
  "fish-stock": carton(1000),
  // Drinks.
  "orange-juice": carton(1000),
  "soy-milk": carton(1000),
  "soy-milk-unsweetened": carton(1000),
  "almond-milk": carton(1000),
  "rice-milk": carton(1000),
  "coconut-water": carton(1000),
  "white-wine": bottle(750),
  "red-wine": bottle(750),
  "tea-brewed": { ...count(TEA_BAG_G, "tea bag"), name: "black tea" },
  "green-tea-brewed": { ...count(TEA_BAG_G, "tea bag"), name: "green tea" },
  "coffee-brewed": { by: "weight", name: "ground coffee", factor: COFFEE_PER_G },
};
