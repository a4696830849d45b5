import { describe, expect, it } from "vitest";
import { cmToFeetInches, feetInchesToCm, kgToLb, lbToKg, showAmount, showStep } from "./units";

const imperial = (line: string) => showAmount(line, "imperial");

describe("imperial ingredient lines, as a cook measures them", () => {
  it("puts tiny weights of spices and salt in spoons, never in tenths of an ounce", () => {
    expect(imperial("1 g cumin")).toBe("½ tsp cumin");
    expect(imperial("1 g ground cumin")).toBe("½ tsp ground cumin");
    expect(imperial("2 g salt")).toBe("¼ tsp salt");
    expect(imperial("0.3 g black pepper")).toBe("⅛ tsp black pepper");
    expect(imperial("0.1 g saffron")).toBe("a pinch of saffron");
    expect(imperial("3 g smoked paprika")).toBe("1 tsp smoked paprika");
    expect(imperial("4 g sugar")).toBe("1 tsp sugar");
    expect(imperial("7 g cilantro (coriander leaves)")).toBe("2½ tbsp cilantro (coriander leaves)");
  });

  it("spoons fats, seeds, nuts and sauces up to a quarter cup", () => {
    expect(imperial("10 g sesame seeds")).toBe("1 tbsp sesame seeds");
    expect(imperial("24 g butter")).toBe("1½ tbsp butter");
    expect(imperial("31 g tahini")).toBe("2 tbsp tahini");
    expect(imperial("24 g pistachios")).toBe("2½ tbsp pistachios");
  });

  it("puts liquids in spoons, then cups", () => {
    expect(imperial("5 ml olive oil")).toBe("1 tsp olive oil");
    expect(imperial("15 ml soy sauce")).toBe("1 tbsp soy sauce");
    expect(imperial("30 ml lemon juice")).toBe("2 tbsp lemon juice");
    expect(imperial("90 ml low-sodium beef broth")).toBe("6 tbsp low-sodium beef broth");
    expect(imperial("120 ml milk")).toBe("½ cup milk");
    expect(imperial("250 ml whole milk")).toBe("1 cup whole milk");
    expect(imperial("400 ml water")).toBe("1⅔ cups water");
    expect(imperial("1.5 l water")).toBe("6⅓ cups water");
  });

  it("weighs meat, vegetables and grains in ounces, and pounds from a pound", () => {
    expect(imperial("250 g chicken")).toBe("9 oz chicken");
    expect(imperial("120 g rolled oats")).toBe("4¼ oz rolled oats");
    expect(imperial("23 g feta")).toBe("¾ oz feta");
    expect(imperial("454 g chicken thigh")).toBe("1 lb chicken thigh");
    expect(imperial("1.2 kg potatoes")).toBe("2¾ lb potatoes");
  });

  it("counts garlic and eggs, and spoons what is too little to weigh", () => {
    expect(imperial("6 g garlic")).toBe("2 cloves garlic");
    expect(imperial("100 g egg")).toBe("2 eggs");
    expect(imperial("2 g green chili")).toBe("¾ tsp green chili");
    for (const line of ["1 g cumin", "2 g salt", "3 g anchovies in oil", "5 g red onion", "2 g parsley"]) {
      expect(imperial(line)).not.toMatch(/\d*\.\d+ oz|^0 /);
    }
  });

  it("keeps a counted line's count and gives its weight in ounces", () => {
    expect(imperial("3 slices whole-wheat bread (96 g)")).toBe("3 slices whole-wheat bread (3½ oz)");
    expect(imperial("2 eggs (100 g)")).toBe("2 eggs (3½ oz)");
    expect(showAmount("2 eggs (100 g)", "metric")).toBe("2 eggs (100 g)");
  });

  it("leaves lines that are already a cook's measure, and metric, as they are", () => {
    expect(imperial("¼ tsp ground cumin")).toBe("¼ tsp ground cumin");
    expect(imperial("8 tea bags")).toBe("8 tea bags");
    expect(showAmount("120 g rolled oats", "metric")).toBe("120 g rolled oats");
  });
});

describe("imperial shopping quantities", () => {
  const shop = (display: string, food: string) => showAmount(display, "imperial", food);

  it("keeps a household measure that adds to the amount, without nesting brackets", () => {
    expect(shop('370 g (about 3 cups (1" pieces))', "green beans")).toBe('13 oz (about 3 cups, 1" pieces)');
    expect(shop('105 g (about 1 cup, chopped (1/2" pieces))', "cauliflower")).toBe(
      '3¾ oz (about 1 cup, chopped, ½" pieces)',
    );
    expect(shop("1.2 kg (about 8 cups)", "potato")).toBe("2¾ lb (about 8 cups)");
    expect(shop("83 g (about 12 tbsp)", "ground flaxseed")).toBe("3 oz (about ¾ cup)");
  });

  it("drops a measure that says the amount again, and uses the food's own spoons", () => {
    expect(shop("100 g (about 3.5 oz)", "lean ground beef")).toBe("3½ oz");
    expect(shop("102 ml (about 3.5 fl, oz)", "dry white wine")).toBe("7 tbsp");
    expect(shop("28 g (about 5.5 tsp)", "dijon mustard")).toBe("2 tbsp");
    expect(shop("825 g", "egg")).toBe("16½ eggs");
  });

  it("reads a quantity whose food is not named as a shopping quantity too", () => {
    expect(showAmount('370 g (about 3 cups (1" pieces))', "imperial")).toBe(
      '13 oz (about 3 cups, 1" pieces)',
    );
    expect(showAmount("9 g (about 1 tbsp)", "imperial")).toBe("1 tbsp");
  });

  it("leaves metric quantities as the plan wrote them", () => {
    expect(showAmount("102 ml (about 3.5 fl, oz)", "metric", "dry white wine")).toBe(
      "102 ml (about 3.5 fl, oz)",
    );
  });
});

describe("imperial recipe steps", () => {
  it("converts the water, the oven and the sizes a method names", () => {
    const method = [
      "Rinse the lentils and simmer them in 400 ml water for 25 minutes.",
      "Heat the oven to 200 °C and cut the sweet potato into 2 cm cubes.",
      "Warm the oil in a 20 cm non-stick pan, add 120 ml of milk and 2 g salt.",
      "Slice the potato 5 mm thick and roast until the centre reaches 74 °C.",
    ];
    expect(method.map((step) => showStep(step, "imperial"))).toEqual([
      "Rinse the lentils and simmer them in 1⅔ cups water for 25 minutes.",
      "Heat the oven to 400 °F and cut the sweet potato into ¾-inch cubes.",
      "Warm the oil in an 8-inch non-stick pan, add ½ cup of milk and ¼ tsp salt.",
      "Slice the potato ¼ inch thick and roast until the centre reaches 165 °F.",
    ]);
    expect(showStep("Pour in 15 ml water and 0.2 g pepper.", "imperial")).toBe(
      "Pour in 1 tbsp water and a pinch of pepper.",
    );
  });

  it("leaves a metric method and one with nothing to convert as written", () => {
    const step = "Simmer in 400 ml water at 90 °C.";
    expect(showStep(step, "metric")).toBe(step);
    expect(showStep("Add half the oil and 2½ tbsp of water.", "imperial")).toBe(
      "Add half the oil and 2½ tbsp of water.",
    );
  });
});

describe("body figures", () => {
  it("converts both ways", () => {
    expect(cmToFeetInches(165)).toEqual({ feet: 5, inches: 5 });
    expect(feetInchesToCm(5, 5)).toBe(165.1);
    expect(kgToLb(72)).toBe(158.7);
    expect(lbToKg(158.7)).toBe(71.99);
    expect(kgToLb(lbToKg(100))).toBe(100);
  });
});
