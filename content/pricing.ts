import type { FreeAllowanceTexts } from "./free-allowance";
import type { PricingPlan } from "./record-schemas";

export type { PricingPlan };

// Pricing plans: one config for the pricing cards. The Free plan's allowance comes from the
// operator's FREE_PLANS_PER_MONTH (docs/product/free-plan-allowance.md), the same setting the FAQ answer
// reads.

export const PRICING_TERMS = {
  trialDays: 14,
  moneyBackDays: 30,
  familySharingPro: 4,
  paymentMethods: "major credit and debit cards and PayPal",
} as const;

/** The three plan cards, with the Free plan's first line stating the allowance the server enforces. */
export function pricingPlans(free: FreeAllowanceTexts): PricingPlan[] {
  return [
    {
      name: "Free",
      price: 0,
      period: "month",
      description: "Everything you need to plan a healthy week.",
      features: [
        { name: free.feature, included: true },
        { name: "5 cuisines", included: true },
        { name: "PDF download", included: true },
        { name: "Basic health conditions", included: true },
        { name: "Email support", included: true },
        { name: "Family sharing", included: false },
        { name: "Nutrition analytics", included: false },
      ],
      cta: "Start Free",
      popular: false,
    },
    {
      name: "Pro",
      price: 9.99,
      period: "month",
      description: "For people who plan every week and cook for others.",
      features: [
        { name: "Unlimited meal plans", included: true },
        { name: "15+ cuisines", included: true },
        { name: "Premium PDF", included: true },
        { name: "All health conditions", included: true },
        { name: "Priority email support", included: true },
        { name: `Family sharing (up to ${PRICING_TERMS.familySharingPro})`, included: true },
        { name: "Nutrition analytics", included: true },
        { name: "Recipe customisation", included: true },
        { name: "Meal prep planning", included: true },
      ],
      cta: `Start ${PRICING_TERMS.trialDays}-Day Free Trial`,
      popular: true,
    },
    {
      name: "Premium",
      price: 19.99,
      period: "month",
      description: "Everything in Pro, with people on hand to help.",
      features: [
        { name: "Everything in Pro", included: true },
        { name: "Unlimited family sharing", included: true },
        { name: "Live chat and phone support", included: true },
        { name: "Shopping list optimisation", included: true },
        { name: "Nutritionist consultation", included: true },
        { name: "Custom recipes", included: true },
        { name: "Advanced analytics", included: true },
        { name: "API access", included: true },
        { name: "White-label options", included: true },
        { name: "Early access to new features", included: true },
        { name: "Dedicated account manager", included: true },
      ],
      cta: `Start ${PRICING_TERMS.trialDays}-Day Free Trial`,
      popular: false,
    },
  ];
}
