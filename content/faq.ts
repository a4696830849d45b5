import {
  ADJUSTED_WEIGHT_FROM_BMI,
  figureText,
  fmt,
  GAIN_SURPLUS_MAX_KCAL,
  GAIN_SURPLUS_MIN_KCAL,
  GAIN_SURPLUS_SHARE,
  LOSS_DEFICIT_MAX_KCAL,
  LOSS_DEFICIT_MIN_KCAL,
  LOSS_DEFICIT_SHARE,
  LOSS_FLOOR_KCAL,
  PROTEIN_G_PER_KG,
  pct,
  UNDERWEIGHT_BMI,
} from "../src/shared/nutrition-figures";
import type { FaqCategory } from "./record-schemas";
import { BRAND, SUPPORT_EMAIL } from "./site";

// FAQ records (category, icon, color, questions of question and answer). The free-plan answers
// depend on the operator's FREE_PLANS_PER_MONTH setting (docs/product/free-plan-allowance.md), so answers are
// functions of the allowance texts (content/free-allowance.ts), the same ones the pricing card shows.
// Every figure of the engine is written from src/shared/nutrition-figures.ts, the module it plans by.

const fixed = (text: string) => () => text;
const FIGURE_TEXT = figureText();

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    category: "Getting Started",
    icon: "rocket",
    color: "green",
    questions: [
      {
        question: `What is ${BRAND}?`,
        answer: fixed(
          `${BRAND} builds a personalised 7-day meal plan from your profile and your goal. It works out your daily calorie and nutrient targets, then chooses recipes from your cuisine and portions that meet them, with a shopping list and a printable PDF.`,
        ),
      },
      {
        question: "How do I create my first meal plan?",
        answer: fixed(
          "Create an account, answer the five short profile steps (about you, your body, your lifestyle, health and diet, foods you want included), pick a goal — lose, gain or maintain weight — and press Generate My Meal Plan. Most people are done in five to ten minutes; the plan itself takes a few seconds.",
        ),
      },
      {
        question: `Is ${BRAND} free to use?`,
        answer: (free) =>
          `Yes. A free account lets you generate ${free.phrase}, download each plan as a PDF and share it. No credit card is needed to sign up.`,
      },
      {
        question: "Do I need to install an app?",
        answer: fixed(
          `No. ${BRAND} runs in your web browser on a phone, tablet or computer. Every screen is designed to work on a small screen and with a keyboard.`,
        ),
      },
      {
        question: `Who is ${BRAND} for?`,
        answer: fixed(
          `Anyone aged 13 or over who wants help planning healthy meals. Under-18s should plan with a parent or guardian. ${BRAND} gives general guidance, not medical treatment: if you have a medical condition, are pregnant or take medication, check your plan with your doctor or a registered dietitian.`,
        ),
      },
    ],
  },
  {
    category: "Meal Plans & Nutrition",
    icon: "utensils",
    color: "orange",
    questions: [
      {
        question: "How is my daily calorie target worked out?",
        answer: fixed(
          `We estimate your resting energy use with the Mifflin-St Jeor equation from your age, sex, height and weight, multiply it by your activity level, then adjust for your goal: a deficit of ${pct(LOSS_DEFICIT_SHARE)} (kept between ${LOSS_DEFICIT_MIN_KCAL} and ${LOSS_DEFICIT_MAX_KCAL} kcal) to lose weight, a surplus of ${pct(GAIN_SURPLUS_SHARE)} (between ${GAIN_SURPLUS_MIN_KCAL} and ${GAIN_SURPLUS_MAX_KCAL} kcal) to gain, none to maintain. Weight-loss targets never go below ${fmt(LOSS_FLOOR_KCAL.female)} kcal for women or ${fmt(LOSS_FLOOR_KCAL.male)} kcal for men.`,
        ),
      },
      {
        question: "How much protein will my plan contain?",
        answer: fixed(
          `Protein is set per kilogram of body weight for your goal and activity: ${PROTEIN_G_PER_KG.maintain.sedentary.toFixed(1)} g/kg to maintain, and more when you are losing weight (to protect muscle) or gaining it. From a BMI of ${ADJUSTED_WEIGHT_FROM_BMI} it is counted per kilogram of an adjusted weight, as dietitians do. It is kept within ${FIGURE_TEXT.proteinShare} of your energy, and every day lands within ${FIGURE_TEXT.proteinBand} of the target.`,
        ),
      },
      {
        question: "Where do the nutrition figures come from?",
        answer: fixed(
          "Each recipe's calories and nutrients are computed from the weight of every ingredient and public food-composition data: the USDA SR28 database and, for Indian foods, India's IFCT 2017 tables. Nothing is typed in by hand per recipe.",
        ),
      },
      {
        question: "Which diets and cuisines can I choose?",
        answer: fixed(
          "Eight cuisines — Indian, American, Mediterranean, Asian, Italian, Mexican, Middle Eastern and European — and six diets: vegetarian, non-vegetarian, vegan, keto, paleo and Mediterranean. In Indian vegetarian plans we leave out eggs, as most Indian vegetarians do.",
        ),
      },
      {
        question: "What changes when I tick a health condition?",
        answer: fixed(
          `Diabetes keeps carbohydrate at or below ${FIGURE_TEXT.lowCarbMax} of energy, spreads it across meals and leaves out sugary desserts; high blood pressure keeps sodium at or below ${FIGURE_TEXT.sodiumMaxHbp} a day (everyone else's limit is ${FIGURE_TEXT.sodiumMax}); PCOS raises protein and lowers carbohydrate; thyroid conditions make sure an iodine source appears most days. Your plan's notes say which rules applied.`,
        ),
      },
      {
        question: "Why was I not offered a weight-loss plan?",
        answer: fixed(
          `Weight-loss plans are not offered below a BMI of ${UNDERWEIGHT_BMI}, because losing more weight would not be healthy. Choose Maintain or Gain weight instead, and talk to your doctor if you are worried about your weight.`,
        ),
      },
      {
        question: "Can I swap a meal I don't like?",
        answer: fixed(
          `Yes. Press Swap on a meal card and choose from the alternatives offered: each is a recipe of the same meal type that keeps the day within ${FIGURE_TEXT.energyTolerance} of your calorie target and every rule of your plan. When the day's other portions are resized to make room, the alternative says which and by how much. The day's totals, the shopping list and the PDF follow the change.`,
        ),
      },
      {
        question: "Can I use pounds, feet and cups?",
        answer: fixed(
          "Yes. Choose imperial units in your profile: the steps accept feet, inches and pounds, and your plan, shopping list and PDF show ounces, cups and spoons.",
        ),
      },
      {
        question: "Can I keep my daily coffee, tea or a treat?",
        answer: fixed(
          "Yes. In the last profile step you can ask for tea, coffee, dark chocolate, one cookie a day or something of your own. We schedule it every day and count it in your totals, in a version that fits your diet.",
        ),
      },
    ],
  },
  {
    category: "Account & Settings",
    icon: "user-cog",
    color: "blue",
    questions: [
      {
        question: "How do I update my profile?",
        answer: fixed(
          "Open your dashboard and choose Generate New Plan. The profile steps open with your saved answers filled in; change what you need and your next plan uses the new figures.",
        ),
      },
      {
        question: "How do I delete my account?",
        answer: fixed(
          "Open Settings from the top of any page while signed in and choose Delete My Account. After you type your password, your account, profile, plans, share links and shopping ticks are deleted at once. Download My Data, just above it, gives you a copy first.",
        ),
      },
      {
        question: "How is my health information used?",
        answer: fixed(
          "Only to build your plans. Your body figures and health conditions are never sold, never used for advertising and never shown to anyone you share a plan with unless you choose to include them. The privacy policy explains everything we keep and why.",
        ),
      },
      {
        question: "Can I sign in with Google?",
        answer: fixed(
          "Yes, where the sign-in window shows Continue with Google. Otherwise sign up with your e-mail address and a password.",
        ),
      },
    ],
  },
  {
    category: "Technical Support",
    icon: "life-buoy",
    color: "violet",
    questions: [
      {
        question: "Which browsers are supported?",
        answer: fixed(
          "Current versions of Chrome, Edge, Firefox and Safari on computers, and Safari and Chrome on phones. JavaScript and cookies need to be enabled to sign in.",
        ),
      },
      {
        question: "My plan could not be generated. What now?",
        answer: fixed(
          "When no plan can meet every rule at once — for example a very high calorie target with a strict sodium limit — we say which rule blocked it and what to change. Adjust that answer in your profile and try again, or contact us if the message is unclear.",
        ),
      },
      {
        question: "The PDF did not download. What can I try?",
        answer: fixed(
          "Check that your browser allows downloads from this site, then press Download again. On a phone the PDF may open in a new tab instead of saving; use your browser's share or save option from there.",
        ),
      },
      {
        question: "How do I share my plan?",
        answer: fixed(
          "Press Share in the plan viewer. NutriWeek creates a read-only link to the plan and its shopping list: on a phone your share sheet opens, on a computer the link is copied. Your name, body figures and health conditions are left out unless you choose to include them, and Stop sharing turns the link off.",
        ),
      },
      {
        question: "How do I reach support?",
        answer: fixed(
          `Use the contact form or e-mail ${SUPPORT_EMAIL}. We acknowledge every message within 24–48 hours.`,
        ),
      },
    ],
  },
  {
    category: "Billing & Pricing",
    icon: "credit-card",
    color: "amber",
    questions: [
      {
        question: "How much do the paid plans cost?",
        answer: (free) =>
          `Free costs nothing and includes ${free.phrase}. Pro is $9.99 a month and Premium $19.99 a month; the pricing page lists what each adds.`,
      },
      {
        question: "Is there a free trial of Pro or Premium?",
        answer: fixed("Yes: 14 days of Pro or Premium free, with no card required to start."),
      },
      {
        question: "Can I change or cancel my plan?",
        answer: fixed(
          "Yes, at any time. A change takes effect at the next billing cycle, and if you cancel you keep the paid features until the end of the period you have paid for.",
        ),
      },
      {
        question: "Do you offer refunds?",
        answer: fixed("Yes. Paid plans come with a 30-day money-back guarantee."),
      },
      {
        question: "Which payment methods do you accept?",
        answer: fixed("Major credit and debit cards, and PayPal."),
      },
    ],
  },
];

export type { FaqCategory };
