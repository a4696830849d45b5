import { figureText } from "../src/shared/nutrition-figures";
import type { HowItWorksStep } from "./record-schemas";
import { MARKETING } from "./site";

// The six steps of /how-it-works (number, title, description, details, timeEstimate).

export type { HowItWorksStep };

const FIGURE_TEXT = figureText();

export const HOW_IT_WORKS_STEPS: HowItWorksStep[] = [
  {
    number: 1,
    title: "Create your profile",
    description: "Tell us your age, sex, height, weight and how active you are, in five short steps.",
    details: [
      "Your body figures give your resting energy use (Mifflin-St Jeor equation)",
      "Your activity level turns it into what you burn in a day",
      "Everything can be changed later, before any new plan",
    ],
    timeEstimate: `${MARKETING.onboardingMinutes} minutes`,
  },
  {
    number: 2,
    title: "Set your preferences",
    description: "Choose your cuisine and diet, tick any health conditions and add foods you want every day.",
    details: [
      "Eight cuisines and six diets, from Indian vegetarian to Mediterranean",
      "Diabetes, high blood pressure, thyroid and PCOS each change the rules",
      "Keep your daily tea, coffee or a small treat: it is counted, not forbidden",
    ],
    timeEstimate: "2 minutes",
  },
  {
    number: 3,
    title: "The planning engine builds your week",
    description: "Pick a goal and the engine chooses recipes and portions that meet your targets every day.",
    details: [
      `Calories within ${FIGURE_TEXT.energyTolerance} of your target each day, protein within ${FIGURE_TEXT.proteinBand} of its goal`,
      `Sodium (at most ${FIGURE_TEXT.sodiumMax} a day), saturated fat, fibre and your diet's rules checked on every day`,
      `A lunch or dinner recipe appears at most ${FIGURE_TEXT.recipeMaxPerWeek} a week, never on consecutive days (leftovers aside); a breakfast or snack may be your routine, up to ${FIGURE_TEXT.routineMaxPerWeek} a week`,
    ],
    timeEstimate: "A few seconds",
  },
  {
    number: 4,
    title: "Download and follow",
    description: "Cook from the plan on your phone, or download a PDF with recipes and a shopping list.",
    details: [
      "Each meal lists its ingredients in grams or household measures, with numbered steps",
      "Each day shows its nutrition against your targets",
      "The shopping list is grouped by supermarket aisle",
    ],
    timeEstimate: "1 minute",
  },
  {
    number: 5,
    title: "Share with the people you eat with",
    description: "Send your plan from your phone's share sheet, or copy its link.",
    details: [
      "A read-only link shows the plan and its shopping list, no sign-in needed",
      "Your name, body figures and health conditions stay private unless you choose to include them",
      "Stop sharing at any time and the link stops working",
    ],
    timeEstimate: "Seconds",
  },
  {
    number: 6,
    title: "Adapt and regenerate",
    description: "As your weight, activity or goal changes, update your profile and make a new week.",
    details: [
      "Your saved answers are filled in, so only the changes take time",
      "A new plan replaces the current one as your active plan",
      "Earlier plans stay in your account",
    ],
    timeEstimate: "2 minutes",
  },
];
