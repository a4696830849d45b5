import { isIncludeItem } from "../../shared/meal-groups";
import type { PlanDay } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import { sumNutrients } from "../library/nutrients";
import { COUNTED_REFIT_MAX, pieceGrams } from "../rules/countable";
import { nudged } from "./energy-trim";
import { leftoversOf } from "./leftover-meals";
import { mealItems, refigured } from "./meal-refit";
import { withMeals } from "./plan-output";

// Amounts a cook measures (docs/product/cooking-time.md): a cooking uses whole eggs, slices, flatbreads
// and dates. The search sizes meals in quarter servings, which leaves 1.3 eggs; here each cooking's
// counted foods are rounded to whole pieces over every portion it makes (a meal and its leftovers), and
// the meal's other ingredients are scaled so each portion keeps its calories. A cooking whose refit
// would change its other ingredients by more than COUNTED_REFIT_MAX is left as the search sized it.

const grams4 = (g: number) => Math.round(g * 1e4) / 1e4;

interface Item {
  food: Food;
  grams: number;
}

const kcalOf = (items: readonly Item[]) => sumNutrients(items).kcal;

/**
 * Each portion's items after the cooking's counted foods are whole pieces, or null when a portion
 * cannot keep its calories within COUNTED_REFIT_MAX. With `refit` false the other ingredients stay as
 * they are and the portion's calories move with the pieces: for dishes the counted food carries (dates
 * with a spoon of tahini, eggs on toast), where no refit of the rest could make up half a piece, and
 * the day's other meals make up the difference (nudged, then the energy trim).
 */
function wholeCooking(portions: readonly Item[][], sides: number, refit = true): Item[][] | null {
  const scale = new Map<string, number>();
  for (const item of portions[0] ?? []) {
    const piece = pieceGrams(item.food);
    if (!piece || scale.has(item.food.id)) continue;
    // Bit k of `sides` set: the k-th counted food goes to the other side of its nearest count.
    const other = (sides >> scale.size) % 2 === 1;
    const total = portions.reduce(
      (a, p) => a + p.reduce((b, x) => b + (x.food.id === item.food.id ? x.grams : 0), 0),
      0,
    );
    if (total <= 0) continue;
    // The nearest whole number, or the whole number on its other side (3.4 eggs: 3, else 4).
    const x = total / piece;
    const near = Math.round(x);
    const pieces = Math.max(1, other ? (near > x ? Math.floor(x) : Math.ceil(x)) : near);
    scale.set(item.food.id, (pieces * piece) / total);
  }
  if ([...scale.values()].every((k) => Math.abs(k - 1) < 1e-6)) return null;
  const out: Item[][] = [];
  for (const portion of portions) {
    const counted = (x: Item) => scale.has(x.food.id);
    const before = kcalOf(portion);
    const countedAfter = kcalOf(
      portion.filter(counted).map((x) => ({ ...x, grams: x.grams * (scale.get(x.food.id) ?? 1) })),
    );
    const others = kcalOf(portion.filter((x) => !counted(x)));
    const k = refit && others > 1 ? (before - countedAfter) / others : 1;
    if (!(Math.abs(k - 1) <= COUNTED_REFIT_MAX)) return null;
    out.push(
      portion.map((x) => ({ ...x, grams: grams4(x.grams * (counted(x) ? (scale.get(x.food.id) ?? 1) : k)) })),
    );
  }
  return out;
}

/**
 * Whole pieces tried in order, the rest refitted and then not: every counted food at its nearest
 * count, then all on the other side, then each mix of sides (5 eggs with 3 tortillas where 5.3 and
 * 3.5 make 5 and 4 or 6 and 3: a day at its carbohydrate and fat bounds at once may take only that).
 */
function tries(counted: number): [sides: number, refit: boolean][] {
  const all = (1 << counted) - 1;
  const order = [0, all, ...Array.from({ length: all + 1 }, (_, m) => m).filter((m) => m !== 0 && m !== all)];
  return [true, false].flatMap((refit) => order.map((m): [number, boolean] => [m, refit]));
}

/** The distinct counted foods of a cooking's first portion. */
const countedFoods = (portion: readonly Item[]) =>
  new Set(portion.filter((x) => pieceGrams(x.food)).map((x) => x.food.id)).size;

/** A cooking's meals: where each portion is in the week (day index, meal index). */
type Where = readonly { d: number; m: number }[];

/** Each portion's items as the week now holds them, or null where one cannot be read. */
function portionsOf(week: readonly PlanDay[], where: Where, foodById: ReadonlyMap<string, Food>) {
  const out: Item[][] = [];
  for (const { d, m } of where) {
    const meal = week[d]?.meals[m];
    const items = meal ? mealItems(meal, foodById) : null;
    if (!items) return null;
    out.push(items);
  }
  return out;
}

/** The week with a cooking's portions refigured to `whole`. */
function withWhole(week: readonly PlanDay[], where: Where, whole: readonly Item[][]): PlanDay[] {
  const next = [...week];
  where.forEach(({ d, m }, i) => {
    const day = next[d] as PlanDay;
    next[d] = withMeals(
      day,
      day.meals.map((x, j) => (j === m ? refigured(x, whole[i] as Item[]) : x)),
    );
  });
  return next;
}

/**
 * The week with the days `where` touches keeping their rules, a day the whole pieces tip past a rule
 * with a little more or less of another dish (its counted meals held), or null.
 */
function kept(
  next: PlanDay[],
  where: Where,
  foodById: ReadonlyMap<string, Food>,
  keeps: (day: PlanDay) => boolean,
): PlanDay[] | null {
  for (const d of new Set(where.map((x) => x.d))) {
    const day = next[d] as PlanDay;
    if (keeps(day)) continue;
    const fixed = nudged(day, foodById, keeps, new Set(where.filter((x) => x.d === d).map((x) => x.m)));
    if (!fixed) return null;
    next[d] = fixed;
  }
  return next;
}

/** Each way to make a cooking whole, as the week it would give before its days are checked. */
function* wholeWeeks(week: readonly PlanDay[], where: Where, foodById: ReadonlyMap<string, Food>) {
  const portions = portionsOf(week, where, foodById);
  if (!portions) return;
  for (const [sides, refit] of tries(countedFoods(portions[0] ?? []))) {
    const whole = wholeCooking(portions, sides, refit);
    if (whole) yield withWhole(week, where, whole);
  }
}

/** The week with two cookings made whole together, their days keeping their rules, or null. */
function pairKept(
  week: readonly PlanDay[],
  first: Where,
  second: Where,
  foodById: ReadonlyMap<string, Food>,
  keeps: (day: PlanDay) => boolean,
): PlanDay[] | null {
  for (const one of wholeWeeks(week, first, foodById))
    for (const both of wholeWeeks(one, second, foodById)) {
      const fixed = kept(both, [...first, ...second], foodById, keeps);
      if (fixed) return fixed;
    }
  return null;
}

/**
 * The week with every cooking's counted foods in whole pieces where the dish allows it and each day
 * it touches still `keeps` its rules, one cooking at a time. A cooking that would break a day is
 * tried again with a later cooking of the same day: a day at its carbohydrate and fat bounds at once
 * may take 1.5 eggs at lunch and 1.5 at dinner only as 2 and 1. One that still cannot stays as the
 * search sized it.
 */
export function wholeCounts(
  days: readonly PlanDay[],
  foodById: ReadonlyMap<string, Food>,
  keeps: (day: PlanDay) => boolean,
  /** The days that may change (a swap's): a cooking is counted again only when all its days may. */
  changes: (day: number) => boolean = () => true,
): PlanDay[] {
  let week = [...days];
  const waiting: Where[] = [];
  for (const cookDay of days)
    for (const cook of cookDay.meals) {
      if (cook.leftover_of || isIncludeItem(cook)) continue;
      // The cooking is found by its place in its day (refits keep the meals' order): a day with two
      // snacks has two meals of one type. Its leftovers are read from the week as it now stands.
      const later = leftoversOf(week, cookDay.day, cook);
      if (later.length !== (cook.cooks_for?.length ?? 0)) continue;
      const where = [
        { d: week.findIndex((x) => x.day === cookDay.day), m: cookDay.meals.indexOf(cook) },
        ...later.map((l) => ({ d: l.d, m: (week[l.d] as PlanDay).meals.indexOf(l.meal) })),
      ];
      if (!where.every(({ d, m }) => changes(d) && m >= 0)) continue;
      let done = false;
      for (const next of wholeWeeks(week, where, foodById)) {
        const fixed = kept(next, where, foodById, keeps);
        if (fixed) {
          week = fixed;
          done = true;
          break;
        }
      }
      // With a cooking that waits on one of its days: both made whole together.
      for (let w = 0; !done && w < waiting.length; w++) {
        const other = waiting[w] as Where;
        if (!other.some((x) => where.some((y) => y.d === x.d))) continue;
        const fixed = pairKept(week, other, where, foodById, keeps);
        if (fixed) {
          week = fixed;
          done = true;
          waiting.splice(w, 1);
        }
      }
      if (!done && !wholeWeeks(week, where, foodById).next().done) waiting.push(where);
    }
  return week;
}
