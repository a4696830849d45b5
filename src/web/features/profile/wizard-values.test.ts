import { describe, expect, it } from "vitest";
import type { UserRecord } from "../../../shared/user-api";
import { toggleCondition, toProfileInput, type WizardValues, wizardDefaults } from "./wizard-values";

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

describe("health condition ticks (spec §5)", () => {
  it("None replaces everything, and unticking it clears it", () => {
    expect(toggleCondition(["diabetes", "thyroid"], "none", true)).toEqual(["none"]);
    expect(toggleCondition(["none"], "none", false)).toEqual([]);
  });
  it("ticking another condition removes None", () => {
    expect(toggleCondition(["none"], "pcos", true)).toEqual(["pcos"]);
    expect(toggleCondition(["pcos", "thyroid"], "pcos", false)).toEqual(["thyroid"]);
  });
});

describe("Other text (spec §3)", () => {
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
