import { z } from "zod";
import { TEAM, VALUES } from "./about";
import { FAQ_CATEGORIES } from "./faq";
import { FREE_ALLOWANCE_TOKENS } from "./free-allowance";
import { HOW_IT_WORKS_STEPS } from "./how-it-works";
import { pricingPlans } from "./pricing";
import {
  faqCategorySchema,
  howItWorksStepSchema,
  pricingPlanSchema,
  teamMemberSchema,
  testimonialSchema,
  valueSchema,
} from "./record-schemas";
import { TESTIMONIALS } from "./testimonials";

const RECORDS = [
  ["FAQ_CATEGORIES (content/faq.ts)", z.array(faqCategorySchema).length(5), FAQ_CATEGORIES],
  [
    "pricingPlans (content/pricing.ts)",
    z.array(pricingPlanSchema).length(3),
    pricingPlans(FREE_ALLOWANCE_TOKENS),
  ],
  ["TESTIMONIALS (content/testimonials.ts)", z.array(testimonialSchema).length(3), TESTIMONIALS],
  [
    "HOW_IT_WORKS_STEPS (content/how-it-works.ts)",
    z.array(howItWorksStepSchema).length(6),
    HOW_IT_WORKS_STEPS,
  ],
  ["VALUES (content/about.ts)", z.array(valueSchema).length(4), VALUES],
  ["TEAM (content/about.ts)", z.array(teamMemberSchema).min(4), TEAM],
] as const;

/** Checks a list of records against its schema; the error names the record, the index and the field. */
export function checkRecords(name: string, schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => `${name}: ${i.path.join(".") || "(list)"}: ${i.message}`);
}

export function validateContentRecords(): void {
  const problems = RECORDS.flatMap(([name, schema, value]) => checkRecords(name, schema, value));
  if (problems.length > 0) throw new Error(`Invalid content records:\n  ${problems.join("\n  ")}`);
}
