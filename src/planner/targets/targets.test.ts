import { describe, expect, it } from "vitest";
import type { ActivityLevel } from "../../shared/domain";
import type { PlanRequest } from "../../shared/plan-request";
import { parseConditions } from "../rules/conditions";
import { UNDERWEIGHT_LOSS_MESSAGE } from "../rules/figures";
import { BASE_REQUEST } from "../test-support/fixtures";
import { bmrOf, computeTargets, referenceWeightOf } from "./targets";

const targets = (over: Partial<PlanRequest>) => {
  const req = { ...BASE_REQUEST, ...over };
  const r = computeTargets(req, parseConditions(req.health_conditions));
  if (!r.ok) throw new Error(r.refusal.message);
  return r.targets;
};

describe("BMR and TDEE (Mifflin-St Jeor, nutrition.md §1)", () => {
  it("uses +5 for men, −161 for women and −78 for other", () => {
    const body = { weight_kg: 80, height_cm: 180, age: 30 };
    // 10·80 + 6.25·180 − 5·30 = 800 + 1125 − 150 = 1775
    expect(bmrOf({ ...body, gender: "male" })).toBe(1780);
    expect(bmrOf({ ...body, gender: "female" })).toBe(1614);
    expect(bmrOf({ ...body, gender: "other" })).toBe(1697);
  });

  it("maintain: male 30 y, 180 cm, 80 kg, moderately active", () => {
    // BMR 1780; TDEE = 1780 × 1.55 = 2759 → 2760. Protein 1.0 g/kg = 80 g is under 15 % of energy
    // (0.15 × 2760 / 4 = 103.5 g), so it is raised to 104 g.
    const t = targets({ gender: "male", age: 30, height_cm: 180, weight_kg: 80, fitness_goal: "maintain" });
    expect(t.tdee).toBeCloseTo(2759, 6);
    expect(t.calories).toBe(2760);
    expect(t.protein_g).toBe(104);
    expect(t.proteinMin_g).toBeCloseTo(93.6, 6);
  });

  it("weight loss: female 35 y, 165 cm, 68 kg, moderately active", () => {
    // BMR = 680 + 1031.25 − 175 − 161 = 1375.25; TDEE = 2131.64; deficit 20 % = 426.3 (inside 300–750)
    // → 1705.3 → 1710. Protein 1.6 × 68 = 108.8 → 109 g (between 15 % = 64 g and 35 % = 150 g).
    const t = targets({ fitness_goal: "weight_loss" });
    expect(t.bmr).toBeCloseTo(1375.25, 6);
    expect(t.calories).toBe(1710);
    expect(t.protein_g).toBe(109);
    expect(t.fatShare).toEqual({ min: 0.25, max: 0.35 });
    expect(t.sodiumMax_mg).toBe(2300);
    expect(t.fiber_g).toBe(24); // 14 × 1.71
  });

  it("weight gain: other 25 y, 170 cm, 70 kg, sedentary", () => {
    // BMR = 700 + 1062.5 − 125 − 78 = 1559.5; TDEE = 1871.4; surplus 15 % = 280.7 → 2152.1 → 2150.
    const t = targets({
      gender: "other",
      age: 25,
      height_cm: 170,
      weight_kg: 70,
      activity_level: "sedentary",
      fitness_goal: "weight_gain",
    });
    expect(t.calories).toBe(2150);
    expect(t.protein_g).toBe(112); // 1.6 × 70: weight gain, sedentary
  });

  it("clamps the deficit to 300 kcal and holds the 1,200 kcal floor", () => {
    // Female 60 y, 155 cm, 50 kg, sedentary: BMR = 500 + 968.75 − 300 − 161 = 1007.75;
    // TDEE = 1209.3; 20 % = 241.9 → clamped to 300 → 909.3, below the floor: target 1200.
    const t = targets({
      age: 60,
      height_cm: 155,
      weight_kg: 50,
      activity_level: "sedentary",
      fitness_goal: "weight_loss",
    });
    expect(t.calories).toBe(1200);
    expect(t.notes.join(" ")).toContain("1,200 kcal minimum");
  });

  it("uses TDEE when even the floor is above it", () => {
    // Female 80 y, 150 cm, 45 kg, sedentary: BMR = 450 + 937.5 − 400 − 161 = 826.5; TDEE = 991.8 → 990.
    const t = targets({
      age: 80,
      height_cm: 150,
      weight_kg: 45,
      activity_level: "sedentary",
      fitness_goal: "weight_loss",
    });
    expect(t.calories).toBe(990);
  });

  it("caps the deficit at 10 % and 300 kcal under 18, with a doctor note", () => {
    // Male 15 y, 170 cm, 80 kg, moderately active: BMR = 800 + 1062.5 − 75 + 5 = 1792.5;
    // TDEE = 2778.4; deficit = min(277.8, 300) = 277.8 → 2500.5 → 2500.
    const t = targets({
      gender: "male",
      age: 15,
      height_cm: 170,
      weight_kg: 80,
      fitness_goal: "weight_loss",
    });
    expect(t.calories).toBe(2500);
    expect(t.notes.join(" ")).toMatch(/speak to a doctor/);
  });

  it("caps the largest deficit at 750 kcal", () => {
    // Male 30 y, 200 cm, 150 kg, very active: BMR = 1500 + 1250 − 150 + 5 = 2605; TDEE = 4493.6;
    // 20 % = 898.7 → 750 → 3743.6 → 3740.
    const t = targets({
      gender: "male",
      age: 30,
      height_cm: 200,
      weight_kg: 150,
      activity_level: "very_active",
      fitness_goal: "weight_loss",
    });
    expect(t.calories).toBe(3740);
  });
});

describe("safety, condition and diet rules", () => {
  it("refuses weight loss below a BMI of 18.5 with the exact message", () => {
    const req = { ...BASE_REQUEST, weight_kg: 48, fitness_goal: "weight_loss" as const }; // BMI 17.6
    const r = computeTargets(req, parseConditions([]));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.refusal.code).toBe("underweight_weight_loss");
      expect(r.refusal.message).toBe(
        "Weight-loss plans are not offered below a BMI of 18.5. Choose Maintain or Gain weight.",
      );
      expect(UNDERWEIGHT_LOSS_MESSAGE).toBe(r.refusal.message);
    }
    expect(computeTargets({ ...req, fitness_goal: "maintain" }, parseConditions([])).ok).toBe(true);
  });

  it("high blood pressure: 1,500 mg sodium and a potassium goal", () => {
    const t = targets({ health_conditions: ["high_blood_pressure"] });
    expect(t.sodiumMax_mg).toBe(1500);
    expect(t.potassiumGoal_mg).toBe(2600);
    expect(targets({ health_conditions: ["Hypertension"] }).sodiumMax_mg).toBe(1500);
  });

  it("diabetes: carbohydrate ≤ 45 %, meals ≤ 40 % of the day's carbohydrate, fibre hard", () => {
    const t = targets({ health_conditions: ["diabetes"] });
    expect(t.carbShareMax).toBe(0.45);
    expect(t.mealCarbShareMax).toBe(0.4);
    expect(t.fiberHard).toBe(true);
    expect(t.carbShareSoftMin).toBe(0);
  });

  it("PCOS: protein at least 20 % of energy", () => {
    // Female 30 y, 165 cm, 68 kg, lightly active: BMR = 680 + 1031.25 − 150 − 161 = 1400.25;
    // TDEE × 1.375 = 1925.3 → 1930. 1.0 g/kg = 68 g < 20 % (96.5 g) → 97 g.
    const t = targets({ age: 30, activity_level: "lightly_active", health_conditions: ["pcos"] });
    expect(t.calories).toBe(1930);
    expect(t.protein_g).toBe(97);
    expect(t.proteinShareMin).toBe(0.2);
    expect(t.carbShareMax).toBe(0.45);
  });

  it("keto: 60–75 % fat, 50 g net carbs, protein at most 30 % of energy", () => {
    // Male 40 y, 175 cm, 120 kg, sedentary, loss: BMR = 1200 + 1093.75 − 200 + 5 = 2098.75; TDEE 2518.5;
    // deficit 503.7 → 2014.8 → 2010. BMI 39.2, so protein is per kg of adjusted weight: IBW 50 + 0.9 ×
    // 22.6 = 70.34 kg, + 0.4 × (120 − 70.34) = 90.2 kg; 1.2 g/kg (loss, sedentary) = 108 g, within 15–30 %.
    const body = {
      gender: "male" as const,
      age: 40,
      height_cm: 175,
      weight_kg: 120,
      activity_level: "sedentary" as const,
    };
    const keto = targets({ ...body, fitness_goal: "weight_loss", diet: "keto" });
    expect(keto.calories).toBe(2010);
    expect(keto.protein_g).toBe(108);
    expect(keto.fatShare).toEqual({ min: 0.6, max: 0.75 });
    expect(keto.netCarbsMax_g).toBe(50);
    expect(targets({ ...body, fitness_goal: "weight_loss" }).protein_g).toBe(108);
  });

  it("thyroid asks for an iodine source daily; free text is kept for the notes", () => {
    const cond = parseConditions(["thyroid", "Asthma", "none", "other"]);
    expect(cond).toMatchObject({ thyroid: true, other: ["Asthma"] });
    expect(targets({ health_conditions: ["thyroid"] }).iodineDaily).toBe(true);
  });
});

describe("protein per kg of reference weight, by goal and activity (nutrition.md §2)", () => {
  const body = { gender: "female" as const, age: 35, height_cm: 165, weight_kg: 68 };

  it("counts actual weight below BMI 30 and adjusted weight from BMI 30", () => {
    expect(referenceWeightOf(body)).toBe(68);
    // 165 cm female: IBW 45.5 + 0.9 × 12.6 = 56.84 kg; 100 kg (BMI 36.7) → 56.84 + 0.4 × 43.16 = 74.1.
    expect(referenceWeightOf({ ...body, weight_kg: 100 })).toBeCloseTo(74.1, 1);
    // IBW is never above the actual weight: 100 cm and 31 kg is BMI 31 with an IBW of 45.5 kg.
    expect(referenceWeightOf({ gender: "female", height_cm: 100, weight_kg: 31 })).toBe(31);
    expect(referenceWeightOf({ gender: "male", height_cm: 140, weight_kg: 59 })).toBeCloseTo(53.6);
  });

  it("scales weight-loss protein to activity, and weight-gain protein for the very active", () => {
    const p = (fitness_goal: "weight_loss" | "weight_gain", activity_level: ActivityLevel) =>
      targets({ ...body, fitness_goal, activity_level }).protein_g;
    expect(p("weight_loss", "lightly_active")).toBe(Math.round(1.2 * 68));
    expect(p("weight_loss", "moderately_active")).toBe(Math.round(1.6 * 68));
    expect(p("weight_gain", "moderately_active")).toBe(Math.round(1.6 * 68));
    expect(p("weight_gain", "very_active")).toBe(Math.round(1.8 * 68));
  });

  it("sets a hard ceiling at 135 % and a soft one at 115 % of the target", () => {
    const t = targets({ ...body, fitness_goal: "maintain", activity_level: "sedentary" });
    expect(t.proteinMax_g).toBeCloseTo(1.35 * t.protein_g);
    expect(t.proteinSoftMax_g).toBeCloseTo(1.15 * t.protein_g);
    expect(t.notes.join(" ")).toContain("every day has 90 %–135 % of it");
  });

  it("with diabetes, aims protein at the 20 % that carbohydrate and fat caps leave", () => {
    const t = targets({
      ...body,
      fitness_goal: "maintain",
      activity_level: "sedentary",
      health_conditions: ["diabetes"],
    });
    expect(t.protein_g).toBe(Math.round((0.2 * t.calories) / 4));
  });
});
