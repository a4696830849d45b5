import type { Testimonial } from "./record-schemas";

// Testimonials (name, role, content, rating). NutriWeek has no collected reviews yet, so these
// are illustrative stories written by the team about the kinds of people it is built for; every page
// that shows them says so (TESTIMONIALS_NOTE). Each describes only what the product really does.

export type { Testimonial };

export const TESTIMONIALS_NOTE =
  "Illustrative stories written by our team about the people NutriWeek is built for.";

export const TESTIMONIALS: Testimonial[] = [
  {
    name: "Ananya",
    role: "Teacher · vegetarian, losing weight",
    content:
      "My week is dal, paneer and chana again, not salads I would never cook. Every day lands close to my calorie target and I can see exactly how much protein each meal gives me.",
    rating: 5,
  },
  {
    name: "Marcus",
    role: "Warehouse shift lead · building muscle",
    content:
      "I need a lot of food. The plan spreads it over breakfast, lunch, dinner and snacks instead of one giant plate, and the shopping list is sorted by aisle, so the weekly shop takes half the time.",
    rating: 5,
  },
  {
    name: "Rosa",
    role: "Retired nurse · type 2 diabetes",
    content:
      "The plan keeps carbohydrate to the limit I asked my dietitian about and spreads it across the day. I print the PDF with the nutrition facts for each day and take it to my appointments.",
    rating: 4,
  },
];
