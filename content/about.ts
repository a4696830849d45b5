import type { TeamMember, Value } from "./record-schemas";

// The About page's records (mission, values, team). The story is prose: content/about/story.md.

export const MISSION =
  "A week of meals that fits your body, your goal and the food you grew up with — with the numbers done properly.";

export type { TeamMember, Value };

export const VALUES: Value[] = [
  {
    title: "Personalization",
    description:
      "Your targets come from your own age, body, activity and goal, and every plan says why its numbers are what they are.",
  },
  {
    title: "Cultural Inclusivity",
    description:
      "Eight cuisines cooked the way people cook them at home, so eating well never means giving up the food you love.",
  },
  {
    title: "Scientific Accuracy",
    description:
      "Nutrition computed from ingredient weights and public food-composition tables, and rules taken from published guidelines.",
  },
  {
    title: "Accessibility",
    description:
      "Free to start, fast on an ordinary phone, usable with a keyboard or a screen reader, and written in plain language.",
  },
];

export const TEAM: TeamMember[] = [
  {
    name: "Elena Marchetti",
    role: "Registered Dietitian Nutritionist",
    bio: "Reviews the nutrition rules behind every plan and writes about Mediterranean and heart-healthy eating.",
  },
  {
    name: "Priya Raghunathan",
    role: "Registered Dietitian and Certified Diabetes Educator",
    bio: "Shapes how plans handle diabetes, blood pressure and PCOS, and checks the Indian recipe library.",
  },
  {
    name: "Tomas Lindqvist",
    role: "Sports Nutritionist",
    bio: "Sets the protein and energy rules for people who train, from weekend runners to strength athletes.",
  },
  {
    name: "Lucía Ferrer",
    role: "Culinary Nutrition Educator",
    bio: "Tests recipes in a home kitchen so that portions, steps and shopping lists work for real cooks.",
  },
  {
    name: "Mei-Lin Zhou",
    role: "Nutrition Scientist",
    bio: "Maintains the food-composition data: every ingredient is matched to its USDA or IFCT reference row.",
  },
];
