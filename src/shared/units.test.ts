import { describe, expect, it } from "vitest";
import { cmToFeetInches, feetInchesToCm, kgToLb, lbToKg, showAmount } from "./units";

describe("imperial display", () => {
  it("shows ounces and pounds for weights, spoons and cups for volumes", () => {
    expect(showAmount("120 g rolled oats", "imperial")).toBe("4.2 oz rolled oats");
    expect(showAmount("1.2 kg (about 8 cups)", "imperial")).toBe("2.6 lb (about 8 cups)");
    expect(showAmount("250 ml whole milk", "imperial")).toBe("1 cup whole milk");
    expect(showAmount("375 ml water", "imperial")).toBe("1 ½ cups water");
    expect(showAmount("5 ml olive oil", "imperial")).toBe("1 tsp olive oil");
    expect(showAmount("30 ml lemon juice", "imperial")).toBe("2 tbsp lemon juice");
    expect(showAmount("1.5 l", "imperial")).toBe("6 ¼ cups");
    expect(showAmount("8 tea bags", "imperial")).toBe("8 tea bags");
    expect(showAmount("120 g rolled oats", "metric")).toBe("120 g rolled oats");
  });

  it("converts body figures both ways", () => {
    expect(cmToFeetInches(165)).toEqual({ feet: 5, inches: 5 });
    expect(feetInchesToCm(5, 5)).toBe(165.1);
    expect(kgToLb(72)).toBe(158.7);
    expect(lbToKg(158.7)).toBe(71.99);
    expect(kgToLb(lbToKg(100))).toBe(100);
  });
});
