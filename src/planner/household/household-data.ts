import { andList } from "../../shared/allergens";
import { labelOf } from "../../shared/domain";
import type { MemberMeal, PlanData, PlanMember } from "../../shared/plan-data";
import type { Library } from "../library/prepare-library";
import { fmt } from "../output/format";
import { shoppingList, statedTargets } from "../output/plan-output";
import { REHEAT_HANDS_ON_MIN } from "../rules/leftovers";
import type { Eater } from "./household-types";
import { type MemberWeek, ruleWords } from "./member-week";

// The household's plan_data (docs/product/household.md, docs/product/plan-data-shape.md): the
// owner's week as it is, each member's week beside it (a shared meal has the owner's recipe_id on
// the same day and type), one shopping list for everyone's portions, and notes that say who has a
// dish of their own and why, written from the rule ids the meals carry.

/** Why a member has their own dish, as a person reads it; `rule` is the meal's own_dish_reason. */
function reasonText(e: Eater, rule: string): string {
  switch (rule) {
    case "allergies":
      return "the shared dish holds a food they must not eat";
    case "diet_foods":
      return `the shared dish does not fit their ${labelOf(e.req.diet).toLowerCase()} food preference`;
    case "recipe_version":
      return "their diet or health rules change an ingredient of the shared dish";
    case "child_caffeine":
      return "the shared dish holds tea or coffee, which children do not have";
    case "keto_dish":
    case "olive_oil_main":
    case "stand_ins":
    case "diabetes_no_sugar":
    case "meal_fruit":
    case "not_eligible":
      return "the shared dish does not fit their food preference or health rules";
    default:
      return `their day keeps the rule “${ruleWords(e, rule)}”`;
  }
}

/** One member's week as plan_data stores it. */
export function memberData(w: MemberWeek): PlanMember {
  const t = w.eater.ctx.targets;
  return {
    member_id: w.eater.member.member_id,
    name: w.eater.member.name,
    goal: w.eater.req.fitness_goal,
    targets: statedTargets(t),
    days: w.days.map((d, i) => {
      const picks = w.picks[i] ?? [];
      const meals = d.meals.map((m): MemberMeal => {
        const own = picks.find((p) => p.facts.recipe.id === m.recipe_id)?.ownReason;
        return {
          type: m.type,
          recipe_id: m.recipe_id,
          name: m.name,
          servings: m.servings,
          calories: m.calories,
          protein_g: m.protein_g,
          carbs_g: m.carbs_g,
          fat_g: m.fat_g,
          fiber_g: m.fiber_g,
          sodium_mg: m.sodium_mg,
          items: m.items.map((it) => ({ ...it })),
          ...(own ? { own_dish_reason: own } : {}),
          ...(m.leftover_of ? { leftover_of: { ...m.leftover_of } } : {}),
        };
      });
      return { day: d.day, ...(d.date ? { date: d.date } : {}), meals, totals: { ...d.totals } };
    }),
  };
}

/** The household's notes, from the members' weeks as stored: own dishes by reason, a child's figures. */
export function householdNotes(members: readonly PlanMember[], eaters: readonly Eater[]): string[] {
  return members.flatMap((m) => {
    const e = eaters.find((x) => x.member.member_id === m.member_id);
    if (!e) return [];
    const byReason = new Map<string, string[]>();
    for (const d of m.days)
      for (const meal of d.meals)
        if (meal.own_dish_reason)
          byReason.set(meal.own_dish_reason, [
            ...(byReason.get(meal.own_dish_reason) ?? []),
            `${d.day} ${meal.type}`,
          ]);
    const own = [...byReason].map(
      ([rule, meals]) => `${m.name} has a dish of their own at ${andList(meals)}: ${reasonText(e, rule)}.`,
    );
    const goal =
      e.child && e.member.fitness_goal !== "maintain"
        ? [
            `${m.name}'s goal is planned as maintain: children are planned for growth, never for weight change.`,
          ]
        : [];
    const child = e.child
      ? [
          `${m.name} is planned as a child (estimated energy requirement, IOM 2005: ${fmt(e.ctx.targets.calories)} kcal a day), with no tea or coffee; these figures are estimates and a paediatrician advises.`,
        ]
      : [];
    return [...goal, ...child, ...own];
  });
}

/**
 * The days on which members' own dishes take the household's cooking past the day's budget, from
 * plan_data: the owner's hands-on minutes and each own dish's, cooked once per meal.
 */
export function cookingNotes(
  plan: Pick<PlanData, "days" | "members">,
  budgets: readonly number[],
  handsOn: (recipeId: string) => number,
): string[] {
  return plan.days.flatMap((d, i) => {
    // A portion of an own dish cooked on an earlier day is only reheated (rules/leftovers.ts).
    const dishes = new Map(
      (plan.members ?? []).flatMap((m) =>
        (m.days[i]?.meals ?? []).flatMap((x) =>
          x.own_dish_reason
            ? [[`${x.type}|${x.recipe_id}|${x.leftover_of ? "reheat" : ""}`, x] as const]
            : [],
        ),
      ),
    );
    const own = [...dishes.values()].reduce(
      (a, x) => a + (x.leftover_of ? REHEAT_HANDS_ON_MIN : handsOn(x.recipe_id)),
      0,
    );
    const total = (d.cooking_minutes?.hands_on ?? 0) + own;
    const budget = budgets[i] ?? Number.POSITIVE_INFINITY;
    return own > 0 && total > budget
      ? [
          `On ${d.day} the dishes of their own add ${own} minutes: the household cooks for ${total} minutes, ${total - budget} more than the day's ${budget}.`,
        ]
      : [];
  });
}

/** The owner's plan with the members' weeks, the household's shopping list and notes. */
export function householdPlan(
  owner: PlanData,
  weeks: readonly MemberWeek[],
  lib: Library,
  budgets: readonly number[],
): PlanData {
  const foodById = new Map(lib.foods.map((f) => [f.id, f]));
  const members = weeks.map(memberData);
  const notes = allHouseholdNotes(
    { days: owner.days, members },
    weeks.map((w) => w.eater),
    budgets,
    lib,
  );
  return {
    ...owner,
    shopping_list: shoppingList([...owner.days, ...weeks.flatMap((w) => w.days)], foodById),
    notes: [...owner.notes, ...notes],
    members,
  };
}

/** Every note a household adds to the owner's: the members' and the household's cooking. */
export function allHouseholdNotes(
  plan: Pick<PlanData, "days" | "members">,
  eaters: readonly Eater[],
  budgets: readonly number[],
  lib: Library,
): string[] {
  const minutes = new Map(lib.recipes.map((r) => [r.id, r.handsOnMin]));
  return [
    ...householdNotes(plan.members ?? [], eaters),
    ...cookingNotes(plan, budgets, (id) => minutes.get(id) ?? 0),
  ];
}
