import type { MealType } from "../../shared/domain";
import { groupDay } from "../../shared/meal-groups";
import type { MealRef, MemberMeal, PlanDay, PlanItem, PlanMeal, PlanMember } from "../../shared/plan-data";

// A household's day as the cook reads it (docs/product/household.md): each dish once, with everyone's
// portion of it. A member's meal is shared when it has the owner's recipe_id at the same day and type
// and no own_dish_reason; otherwise it is a dish of their own, listed with the owner's meal of that
// type or, where the owner has none (a member's extra snack), on its own. Two members with the same
// own dish at a meal share one cooking, so it is listed once with both portions.

export interface Serving {
  name: string;
  servings: number;
}

export interface OwnDish {
  recipeId: string;
  name: string;
  eaters: Serving[];
  /** The rule ids that kept the shared dish from them, each once. */
  reasons: string[];
  /** Every eater's foods summed: the one cooking's amounts. */
  foods: PlanItem[];
  leftoverOf?: MealRef;
}

export interface CookMeal {
  meal: PlanMeal;
  /** "You" first, then each member who eats this dish. */
  portions: Serving[];
}

export type CookEntry =
  | { kind: "meal"; main: CookMeal; extras: CookMeal[]; own: OwnDish[] }
  | { kind: "own"; type: MealType; own: OwnDish[] };

/** The usual order of a day's meals, to place a member's own meal where the owner has none. */
const ORDER: Record<MealType, number> = { breakfast: 0, lunch: 1, snack: 2, dinner: 3 };
/** A member's main meals not eaten at home have no meal in their day (snacks may simply be skipped). */
const MAIN_MEALS = ["breakfast", "lunch", "dinner"] as const;

const isShared = (x: MemberMeal, owner: readonly PlanMeal[]) =>
  !x.own_dish_reason && owner.some((o) => o.type === x.type && o.recipe_id === x.recipe_id);

function addOwn(list: OwnDish[], who: string, x: MemberMeal) {
  const same = list.find((o) => o.recipeId === x.recipe_id);
  const reason = x.own_dish_reason ?? "not_eligible";
  if (!same) {
    list.push({
      recipeId: x.recipe_id,
      name: x.name,
      eaters: [{ name: who, servings: x.servings }],
      reasons: [reason],
      foods: x.items.map((i) => ({ ...i })),
      ...(x.leftover_of ? { leftoverOf: x.leftover_of } : {}),
    });
    return;
  }
  same.eaters.push({ name: who, servings: x.servings });
  if (!same.reasons.includes(reason)) same.reasons.push(reason);
  for (const item of x.items) {
    const held = same.foods.find((f) => f.food_id === item.food_id);
    if (held) held.grams += item.grams;
    else same.foods.push({ ...item });
  }
}

/** The owner's day at `dayIndex` as the cook's list: each dish once, everyone's portion beside it. */
export function cookDay(day: PlanDay, dayIndex: number, members: readonly PlanMember[]): CookEntry[] {
  const owner = day.meals;
  const portionsOf = (meal: PlanMeal): CookMeal => ({
    meal,
    portions: [
      { name: "You", servings: meal.servings },
      ...members.flatMap((m) => {
        const x = m.days[dayIndex]?.meals.find(
          (y) => y.type === meal.type && y.recipe_id === meal.recipe_id && !y.own_dish_reason,
        );
        return x ? [{ name: m.name, servings: x.servings }] : [];
      }),
    ],
  });
  const entries: CookEntry[] = groupDay(owner).map((g) => ({
    kind: "meal",
    main: portionsOf(owner[g.index] as PlanMeal),
    extras: g.extras.map((i) => portionsOf(owner[i] as PlanMeal)),
    own: [],
  }));
  const ownOnly = new Map<MealType, OwnDish[]>();
  for (const m of members)
    for (const x of m.days[dayIndex]?.meals ?? []) {
      if (isShared(x, owner)) continue;
      const host = entries.find((e) => e.kind === "meal" && e.main.meal.type === x.type);
      if (host) addOwn(host.own, m.name, x);
      else {
        const list = ownOnly.get(x.type) ?? [];
        ownOnly.set(x.type, list);
        addOwn(list, m.name, x);
      }
    }
  for (const [type, own] of ownOnly) {
    const at = entries.findIndex((e) => e.kind === "meal" && ORDER[e.main.meal.type] > ORDER[type]);
    entries.splice(at < 0 ? entries.length : at, 0, { kind: "own", type, own });
  }
  return entries;
}

/** The main meals a member eats away from home on the day at `dayIndex`. */
export function mealsAway(member: PlanMember, dayIndex: number): MealType[] {
  const theirs = member.days[dayIndex];
  if (!theirs) return [];
  return MAIN_MEALS.filter((t) => !theirs.meals.some((x) => x.type === t));
}

/**
 * The main meals a member eats away over the week, those away on the same days together ("lunch and
 * dinner" on Monday to Friday), days in the plan's order.
 */
export function weekAway(member: PlanMember): { types: MealType[]; days: string[] }[] {
  const out: { types: MealType[]; days: string[] }[] = [];
  for (const type of MAIN_MEALS) {
    const days = member.days.filter((_, i) => mealsAway(member, i).includes(type)).map((d) => d.day);
    if (days.length === 0) continue;
    const same = out.find((a) => a.days.join() === days.join());
    if (same) same.types.push(type);
    else out.push({ types: [type], days });
  }
  return out;
}
