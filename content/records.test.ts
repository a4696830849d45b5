import { describe, expect, it } from "vitest";
import { FAQ_CATEGORIES } from "./faq";
import { FREE_ALLOWANCE_TOKENS, freeAllowanceReplacements, freeAllowanceTexts } from "./free-allowance";
import { HOW_IT_WORKS_STEPS } from "./how-it-works";
import { pricingPlans } from "./pricing";
import { testimonialSchema } from "./record-schemas";
import { TESTIMONIALS } from "./testimonials";
import { checkRecords, validateContentRecords } from "./validate-records";

const freeAnswer = (allowance: number | null) =>
  FAQ_CATEGORIES.flatMap((c) => c.questions)
    .find((q) => q.question.startsWith("Is NutriWeek free"))
    ?.answer(freeAllowanceTexts(allowance));

describe("the free-plan allowance (docs/product/free-plan-allowance.md)", () => {
  it.each([
    [null, "Unlimited meal plans", "as many meal plans as you like"],
    [3, "3 meal plans per month", "3 meal plans per calendar month"],
    [1, "1 meal plan per month", "1 meal plan per calendar month"],
  ])("allowance %s: the pricing card and the FAQ say the same", (allowance, cardLine, phrase) => {
    const free = pricingPlans(freeAllowanceTexts(allowance)).find((p) => p.name === "Free");
    expect(free?.features[0]?.name).toBe(cardLine);
    expect(freeAnswer(allowance)).toContain(`generate ${phrase},`);
  });

  it("fills every token the prerender writes", () => {
    const tokenised = pricingPlans(FREE_ALLOWANCE_TOKENS)[0]?.features[0]?.name ?? "";
    let served = tokenised;
    for (const [token, value] of freeAllowanceReplacements(5)) served = served.replaceAll(token, value);
    expect(served).toBe("5 meal plans per month");
  });

  it("keeps the spec's prices", () => {
    expect(pricingPlans(freeAllowanceTexts(null)).map((p) => [p.name, p.price])).toEqual([
      ["Free", 0],
      ["Pro", 9.99],
      ["Premium", 19.99],
    ]);
  });
});

describe("static records", () => {
  it("are all valid", () => {
    expect(() => validateContentRecords()).not.toThrow();
  });

  it("name the record, the index and the field of a bad entry", async () => {
    const { z } = await import("zod");
    const bad = [...TESTIMONIALS, { ...TESTIMONIALS[0], rating: 6 }];
    expect(checkRecords("TESTIMONIALS", z.array(testimonialSchema), bad)).toEqual([
      "TESTIMONIALS: 3.rating: Too big: expected number to be <=5",
    ]);
  });

  it("has the spec's five FAQ categories in order, each with its questions", () => {
    expect(FAQ_CATEGORIES.map((c) => c.category)).toEqual([
      "Getting Started",
      "Meal Plans & Nutrition",
      "Account & Settings",
      "Technical Support",
      "Billing & Pricing",
    ]);
    const questions = FAQ_CATEGORIES.flatMap((c) => c.questions.map((q) => q.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("numbers the six how-it-works steps 1 to 6, each with a time estimate", () => {
    expect(HOW_IT_WORKS_STEPS.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const step of HOW_IT_WORKS_STEPS) expect(step.timeEstimate).not.toBe("");
  });
});
