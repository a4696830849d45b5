import { describe, expect, it } from "vitest";
import type { UserRecord } from "../../../shared/user-api";
import {
  addExcludedFood,
  tickQuestions,
  toggleCondition,
  toProfileInput,
  type WizardValues,
  wizardDefaults,
} from "./wizard-values";

const base: WizardValues = {
  name: "Asha",
  age: 30,
  gender: "female",
  height_cm: 160,
  weight_kg: 60,
  activity_level: "sedentary",
  country_region: "indian",
  food_preference: "vegan",
  health_conditions: [],
  health_other: "",
  foods_to_include: [],
  foods_other: "",
  units: "metric",
};

describe("health condition ticks", () => {
  it("None replaces everything, and unticking it clears it", () => {
    expect(toggleCondition(["diabetes", "thyroid"], "none", true)).toEqual(["none"]);
    expect(toggleCondition(["none"], "none", false)).toEqual([]);
  });
  it("ticking another condition removes None", () => {
    expect(toggleCondition(["none"], "pcos", true)).toEqual(["pcos"]);
    expect(toggleCondition(["pcos", "thyroid"], "pcos", false)).toEqual(["thyroid"]);
  });
});

describe("Other text", () => {
  it("replaces 'other' with the typed text", () => {
    const out = toProfileInput({
      ...base,
      health_conditions: ["thyroid", "other"],
      health_other: " Celiac disease ",
    });
    expect(out.health_conditions).toEqual(["thyroid", "Celiac disease"]);
  });
  it("drops Other when no text was typed", () => {
    const out = toProfileInput({ ...base, foods_to_include: ["tea", "other"], foods_other: "  " });
    expect(out.foods_to_include).toEqual(["tea"]);
  });
  it("round-trips a saved profile back into ticks and text", () => {
    const record = {
      ...base,
      uid: "u",
      email: "e",
      health_conditions: ["diabetes", "Celiac disease"],
      foods_to_include: ["coffee"],
    };
    const d = wizardDefaults(record as unknown as UserRecord, "x");
    expect(d.health_conditions).toEqual(["diabetes", "other"]);
    expect(d.health_other).toBe("Celiac disease");
    expect(d.foods_to_include).toEqual(["coffee"]);
  });
});

describe("allergies and foods not eaten", () => {
  const record = (extra: Partial<UserRecord>) =>
    ({ ...base, uid: "u", email: "e", allergies: [], excluded_foods: [], ...extra }) as UserRecord;

  it("start from the saved record", () => {
    const d = wizardDefaults(record({ allergies: ["peanut", "sesame"], excluded_foods: ["mushrooms"] }), "x");
    expect(d.allergies).toEqual(["peanut", "sesame"]);
    expect(d.excluded_foods).toEqual(["mushrooms"]);
    expect(d.excluded_draft).toBe("");
  });
  it("start empty without a record", () => {
    const d = wizardDefaults(null, "x");
    expect(d.allergies).toEqual([]);
    expect(d.excluded_foods).toEqual([]);
  });
  it("are always sent, even empty, so the server never keeps a list the person cleared", () => {
    const out = toProfileInput(base);
    expect(out.allergies).toEqual([]);
    expect(out.excluded_foods).toEqual([]);
    const ticked = toProfileInput({ ...base, allergies: ["tree_nuts"], excluded_foods: ["mushrooms"] });
    expect(ticked.allergies).toEqual(["tree_nuts"]);
    expect(ticked.excluded_foods).toEqual(["mushrooms"]);
    expect(ticked).not.toHaveProperty("excluded_draft");
  });
  it("add a food still in the box that was typed but not added", () => {
    const out = toProfileInput({ ...base, excluded_foods: ["mushrooms"], excluded_draft: " coriander " });
    expect(out.excluded_foods).toEqual(["mushrooms", "coriander"]);
    expect(
      toProfileInput({ ...base, excluded_foods: ["Mushrooms"], excluded_draft: "mushrooms" }).excluded_foods,
    ).toEqual(["Mushrooms"]);
  });
});

describe("addExcludedFood", () => {
  it("adds trimmed text once, whatever its case", () => {
    expect(addExcludedFood([], "  button   mushrooms ")).toEqual({
      list: ["button mushrooms"],
      outcome: "added",
    });
    expect(addExcludedFood(["Mushrooms"], "mushrooms")).toEqual({
      list: ["Mushrooms"],
      outcome: "duplicate",
    });
    expect(addExcludedFood(["a"], "   ").outcome).toBe("empty");
  });
  it("holds at most 20", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `food ${i}`);
    expect(addExcludedFood(twenty, "okra")).toEqual({ list: twenty, outcome: "full" });
  });
});

describe("tickQuestions (ask, never tick)", () => {
  it("asks about each group the words name that is not ticked", () => {
    expect(tickQuestions(["severe tree nut and peanut allergy"], [])).toEqual([
      { text: "severe tree nut and peanut allergy", groups: ["peanut", "tree_nuts"] },
    ]);
    expect(tickQuestions(["peanut allergy"], ["peanut"])).toEqual([]);
    expect(tickQuestions(["mushrooms", "Mild migraines"], [])).toEqual([]);
  });
  it("asks about a group once, at the first text that names it", () => {
    expect(tickQuestions(["peanut butter", "peanuts", "tahini"], [])).toEqual([
      { text: "peanut butter", groups: ["peanut"] },
      { text: "tahini", groups: ["sesame"] },
    ]);
  });
});
