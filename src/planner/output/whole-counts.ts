import { isIncludeItem } from "../../shared/meal-groups";
import type { PlanDay, PlanMeal } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import { sumNutrients } from "../library/nutrients";
import { COUNTED_REFIT_MAX, pieceGrams } from "../rules/countable";
import { nudged } from "./energy-trim";
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
function wholeCooking(portions: readonly Item[][], other: boolean, refit = true): Item[][] | null {
  const scale = new Map<string, number>();
  for (const item of portions[0] ?? []) {
    const piece = pieceGrams(item.food);
    if (!piece || scale.has(item.food.id)) continue;
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

/** Whole pieces tried in order: the nearest count, then the other side; the rest refitted, then not. */
const TRIES = [
  [false, true],
  [true, true],
  [false, false],
  [true, false],
] as const;

/**
 * The week with every cooking's counted foods in whole pieces where the dish allows it and each day
 * it touches still `keeps` its rules (one cooking at a time; a cooking that would break a day stays
 * as the search sized it).
 */
export function wholeCounts(
  days: readonly PlanDay[],
  foodById: ReadonlyMap<string, Food>,
  keeps: (day: PlanDay) => boolean,
  /** The days that may change (a swap's): a cooking is counted again only when all its days may. */
  changes: (day: number) => boolean = () => true,
): PlanDay[] {
  let week = [...days];
  for (const cookDay of days)
    for (const cook of cookDay.meals) {
      if (cook.leftover_of || isIncludeItem(cook)) continue;
      const refs = [
        { day: cookDay.day, type: cook.type, leftover: false },
        ...(cook.cooks_for ?? []).map((r) => ({ day: r.day, type: r.type, leftover: true })),
      ];
      const where = refs.map((r) => {
        const d = week.findIndex((x) => x.day === r.day);
        // The cooking is found by its place in its day (refits keep the meals' order): a day with
        // two snacks has two meals of one type.
        const m = r.leftover
          ? (week[d]?.meals ?? []).findIndex(
              (x) =>
                x.type === r.type && x.leftover_of?.day === cookDay.day && x.leftover_of.type === cook.type,
            )
          : cookDay.meals.indexOf(cook);
        return { d, m };
      });
      if (!where.every(({ d }) => changes(d))) continue;
      const group = where.map(({ d, m }) => week[d]?.meals[m]);
      if (group.some((m) => !m)) continue;
      const portions = (group as PlanMeal[]).map((m) => mealItems(m, foodById));
      if (portions.some((p) => p === null)) continue;
      for (const [other, refit] of TRIES) {
        const whole = wholeCooking(portions as Item[][], other, refit);
        if (!whole) continue;
        const next = [...week];
        where.forEach(({ d, m }, i) => {
          const day = next[d] as PlanDay;
          const meals = day.meals.map((x, j) => (j === m ? refigured(x, whole[i] as Item[]) : x));
          next[d] = withMeals(day, meals);
        });
        // A day the whole pieces tip past a rule may keep it with a little more or less of another dish.
        const ok = where.every(({ d }) => {
          const day = next[d] as PlanDay;
          if (keeps(day)) return true;
          const held = new Set(where.filter((x) => x.d === d).map((x) => x.m));
          const fixed = nudged(day, foodById, keeps, held);
          if (fixed) next[d] = fixed;
          return fixed !== null;
        });
        if (ok) {
          week = next;
          break;
        }
      }
    }
  return week;
}
