import type { HouseholdEater } from "../../src/planner/index";
import type { MealType } from "../../src/shared/domain";
import type { PlanRequest } from "../../src/shared/plan-request";

// The fixed households `npm run bench:household` plans (docs/product/household.md): couples, families
// with one to three children, mixed diets, an allergy, a diabetic, people away at weekday lunch.

const ALL: MealType[] = ["breakfast", "lunch", "dinner", "snack"];
const AWAY_LUNCH: MealType[] = ["breakfast", "dinner", "snack"];
const home = (weekday: MealType[] = ALL) => ({ weekday, weekend: ALL });

export interface Household {
  label: string;
  owner: PlanRequest;
  members: HouseholdEater[];
}

const adult = (o: Partial<PlanRequest> & Pick<PlanRequest, "gender" | "cuisine" | "diet">): PlanRequest => ({
  age: 38,
  height_cm: o.gender === "male" ? 180 : 166,
  weight_kg: o.gender === "male" ? 82 : 63,
  activity_level: "lightly_active",
  health_conditions: [],
  foods_to_include: [],
  fitness_goal: "maintain",
  ...o,
});

let n = 0;
const member = (
  name: string,
  o: Partial<HouseholdEater> & Pick<HouseholdEater, "age" | "gender" | "diet">,
): HouseholdEater => {
  const child = o.age <= 12;
  return {
    member_id: `m${++n}`,
    name,
    height_cm: child ? 100 + 6 * (o.age - 4) : o.gender === "male" ? 178 : 164,
    weight_kg: child ? 16 + 3 * (o.age - 4) : o.gender === "male" ? 80 : 62,
    activity_level: child ? "moderately_active" : "lightly_active",
    health_conditions: [],
    allergies: [],
    excluded_foods: [],
    fitness_goal: "maintain",
    meals_at_home: home(child ? AWAY_LUNCH : ALL),
    ...o,
  };
};

export const HOUSEHOLDS: readonly Household[] = [
  {
    label: "couple, italian",
    owner: adult({ gender: "female", cuisine: "italian", diet: "non_vegetarian" }),
    members: [member("Marco", { age: 40, gender: "male", diet: "non_vegetarian" })],
  },
  {
    label: "couple, he loses weight",
    owner: adult({ gender: "female", cuisine: "american", diet: "non_vegetarian" }),
    members: [
      member("Dan", {
        age: 45,
        gender: "male",
        diet: "non_vegetarian",
        fitness_goal: "weight_loss",
        weight_kg: 95,
      }),
    ],
  },
  {
    label: "couple, one vegetarian",
    owner: adult({ gender: "male", cuisine: "indian", diet: "non_vegetarian" }),
    members: [member("Priya", { age: 35, gender: "female", diet: "vegetarian" })],
  },
  {
    label: "couple, one vegan",
    owner: adult({ gender: "female", cuisine: "mediterranean", diet: "vegetarian" }),
    members: [member("Jonas", { age: 33, gender: "male", diet: "vegan" })],
  },
  {
    label: "couple, diabetic",
    owner: adult({ gender: "female", cuisine: "european", diet: "non_vegetarian" }),
    members: [
      member("Hans", { age: 62, gender: "male", diet: "non_vegetarian", health_conditions: ["diabetes"] }),
    ],
  },
  {
    label: "couple, peanut allergy",
    owner: adult({ gender: "male", cuisine: "asian", diet: "non_vegetarian" }),
    members: [member("Mei", { age: 31, gender: "female", diet: "non_vegetarian", allergies: ["peanut"] })],
  },
  {
    label: "couple, away at weekday lunch",
    owner: adult({ gender: "female", cuisine: "mexican", diet: "non_vegetarian" }),
    members: [
      member("Luis", { age: 36, gender: "male", diet: "non_vegetarian", meals_at_home: home(AWAY_LUNCH) }),
    ],
  },
  {
    label: "couple, high blood pressure",
    owner: adult({ gender: "male", cuisine: "middle_eastern", diet: "non_vegetarian" }),
    members: [
      member("Leila", {
        age: 58,
        gender: "female",
        diet: "non_vegetarian",
        health_conditions: ["high_blood_pressure"],
      }),
    ],
  },
  {
    label: "parent and child",
    owner: adult({ gender: "female", cuisine: "italian", diet: "vegetarian" }),
    members: [member("Leo", { age: 7, gender: "male", diet: "vegetarian" })],
  },
  {
    label: "family, 1 child",
    owner: adult({ gender: "male", cuisine: "american", diet: "non_vegetarian" }),
    members: [
      member("Kate", { age: 37, gender: "female", diet: "non_vegetarian" }),
      member("Max", { age: 9, gender: "male", diet: "non_vegetarian" }),
    ],
  },
  {
    label: "family, 2 children",
    owner: adult({ gender: "female", cuisine: "indian", diet: "vegetarian", foods_to_include: ["tea"] }),
    members: [
      member("Raj", { age: 41, gender: "male", diet: "vegetarian" }),
      member("Anya", { age: 6, gender: "female", diet: "vegetarian" }),
      member("Dev", { age: 11, gender: "male", diet: "vegetarian" }),
    ],
  },
  {
    label: "family, 3 children",
    owner: adult({ gender: "female", cuisine: "european", diet: "non_vegetarian" }),
    members: [
      member("Tom", { age: 44, gender: "male", diet: "non_vegetarian", meals_at_home: home(AWAY_LUNCH) }),
      member("Ella", { age: 4, gender: "female", diet: "non_vegetarian" }),
      member("Finn", { age: 8, gender: "male", diet: "non_vegetarian" }),
      member("Ivy", { age: 12, gender: "female", diet: "non_vegetarian" }),
    ],
  },
  {
    label: "family, child with milk allergy",
    owner: adult({ gender: "male", cuisine: "mediterranean", diet: "mediterranean" }),
    members: [
      member("Sofia", { age: 39, gender: "female", diet: "mediterranean" }),
      member("Nico", { age: 5, gender: "male", diet: "mediterranean", allergies: ["milk"] }),
    ],
  },
  {
    label: "family, vegan parent",
    owner: adult({ gender: "female", cuisine: "asian", diet: "vegan" }),
    members: [
      member("Ken", { age: 40, gender: "male", diet: "non_vegetarian" }),
      member("Yui", { age: 10, gender: "female", diet: "vegetarian" }),
    ],
  },
  {
    label: "family, diabetic grandparent",
    owner: adult({ gender: "male", cuisine: "mexican", diet: "non_vegetarian" }),
    members: [
      member("Rosa", { age: 35, gender: "female", diet: "non_vegetarian" }),
      member("Abuela", {
        age: 72,
        gender: "female",
        diet: "non_vegetarian",
        health_conditions: ["diabetes"],
        height_cm: 155,
        weight_kg: 60,
      }),
      member("Mateo", { age: 8, gender: "male", diet: "non_vegetarian" }),
    ],
  },
  {
    label: "family, egg allergy",
    owner: adult({ gender: "female", cuisine: "american", diet: "non_vegetarian" }),
    members: [
      member("Sam", { age: 42, gender: "male", diet: "non_vegetarian" }),
      member("Zoe", { age: 7, gender: "female", diet: "non_vegetarian", allergies: ["egg"] }),
      member("Ben", { age: 10, gender: "male", diet: "non_vegetarian" }),
    ],
  },
  {
    label: "family, teen gaining",
    owner: adult({ gender: "male", cuisine: "middle_eastern", diet: "non_vegetarian" }),
    members: [
      member("Nour", { age: 40, gender: "female", diet: "non_vegetarian" }),
      member("Omar", {
        age: 16,
        gender: "male",
        diet: "non_vegetarian",
        fitness_goal: "weight_gain",
        height_cm: 175,
        weight_kg: 62,
        meals_at_home: home(AWAY_LUNCH),
      }),
    ],
  },
  {
    label: "family, keto parent",
    owner: adult({ gender: "female", cuisine: "european", diet: "keto" }),
    members: [
      member("Lars", { age: 45, gender: "male", diet: "non_vegetarian" }),
      member("Mia", { age: 9, gender: "female", diet: "non_vegetarian" }),
    ],
  },
  {
    label: "flatmates, three diets",
    owner: adult({ gender: "male", cuisine: "italian", diet: "non_vegetarian" }),
    members: [
      member("Ada", { age: 27, gender: "female", diet: "vegetarian" }),
      member("Rui", { age: 29, gender: "other", diet: "paleo" }),
    ],
  },
  {
    label: "family of six",
    owner: adult({ gender: "female", cuisine: "indian", diet: "non_vegetarian" }),
    members: [
      member("Arjun", { age: 43, gender: "male", diet: "non_vegetarian" }),
      member("Nani", {
        age: 68,
        gender: "female",
        diet: "vegetarian",
        health_conditions: ["high_blood_pressure"],
      }),
      member("Kiran", { age: 12, gender: "male", diet: "non_vegetarian" }),
      member("Tara", { age: 9, gender: "female", diet: "non_vegetarian" }),
      member("Ria", { age: 4, gender: "female", diet: "non_vegetarian" }),
    ],
  },
];
