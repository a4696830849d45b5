import { z } from "zod";
import type { FreeAllowanceTexts } from "./free-allowance";

// The schemas of the site's static records. The records themselves are plain typed modules,
// so pages ship no validation code; validate-records.ts checks them all at build time (and in the
// tests), naming the record and field of any problem.

const text = (min: number, max = 400) => z.string().min(min).max(max);

export const faqCategorySchema = z.strictObject({
  category: z.enum([
    "Getting Started",
    "Meal Plans & Nutrition",
    "Account & Settings",
    "Technical Support",
    "Billing & Pricing",
  ]),
  /** A lucide icon name, resolved by the page. */
  icon: z.enum(["rocket", "utensils", "user-cog", "life-buoy", "credit-card"]),
  color: z.enum(["green", "orange", "blue", "violet", "amber"]),
  questions: z
    .array(
      z.strictObject({
        question: text(10, 160),
        answer: z.custom<(free: FreeAllowanceTexts) => string>((v) => typeof v === "function"),
      }),
    )
    .min(3),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const pricingPlanSchema = z.strictObject({
  name: z.enum(["Free", "Pro", "Premium"]),
  price: z.number().nonnegative(),
  period: z.literal("month"),
  description: text(10),
  features: z.array(z.strictObject({ name: text(3), included: z.boolean() })).min(5),
  cta: text(3),
  popular: z.boolean(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const testimonialSchema = z.strictObject({
  name: text(2),
  role: text(3),
  content: text(60, 320),
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const howItWorksStepSchema = z.strictObject({
  number: z.number().int().min(1).max(6),
  title: text(3),
  description: text(20),
  details: z.array(text(10)).min(2).max(4),
  timeEstimate: text(3),
});
export type HowItWorksStep = z.infer<typeof howItWorksStepSchema>;

export const valueSchema = z.strictObject({
  title: z.enum(["Personalization", "Cultural Inclusivity", "Scientific Accuracy", "Accessibility"]),
  description: text(40),
});
export type Value = z.infer<typeof valueSchema>;

export const teamMemberSchema = z.strictObject({ name: text(3), role: text(3), bio: text(40, 240) });
export type TeamMember = z.infer<typeof teamMemberSchema>;
