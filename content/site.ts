// Brand and marketing figures (docs/product/brand-and-figures.md): one place, so an operator changes them
// once.

export const BRAND = "NutriWeek";
export const SUPPORT_EMAIL = "support@nutriweek.example";
export const TAGLINE = "Your week of meals, planned around you";

export const MARKETING = {
  plansCreated: "15,000+",
  rating: "4.9",
  reviewCount: "2,847",
  cuisinesClaim: "50+",
  cuisinesSupported: "15+",
  healthConditions: "20+",
  factorsConsidered: "50+",
  accuracy: "95%+",
  satisfaction: "98%",
  planSeconds: "60",
  generationSeconds: "30",
  onboardingMinutes: "5-10",
  setupSteps: 5,
  trialDays: 7,
  support: "24/7",
} as const;
