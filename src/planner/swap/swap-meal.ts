import { labelOf } from "../../shared/domain";
import { isIncludeItem } from "../../shared/meal-groups";
import type { PlanData, PlanDay, PlanMeal } from "../../shared/plan-data";
import type { PlanRequest, PlanRequestInput } from "../../shared/plan-request";
import type { ResizedMeal, SwapOption } from "../../shared/plan-swap";
import { checkPlan } from "../check/checker";
import { refitKeeps } from "../check/refit-keeps";
import { describe } from "../exact/diagnose";
import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import type { Library, RecipeFacts } from "../library/prepare-library";
import { contextForRequest } from "../library/request-context";
import { roundedAlike } from "../output/day-rounding";
import { trimEnergy } from "../output/energy-trim";
import { timedDay } from "../output/meal-times";
import { buildMeal, recipeSource, restatedMeal, shoppingList, withMeals } from "../output/plan-output";
import { withPots } from "../output/pot-amounts";
import { wholeCounts } from "../output/whole-counts";
import type { Refusal } from "../plan-types";
import { REFUSAL_ORDER as ORDER } from "../rules/day-rules";
import * as R from "../rules/figures";
import { asLeftover } from "../rules/leftovers";
import { weekTerms } from "../rules/week-rules";
import { withPlanBudget } from "../search/cooking-budget";
import type { DayPick, DaySpec } from "../search/day-problem";
import { DayScorer, NV } from "../search/day-score";
import { aroundOf, droppedRules, withPreferences } from "../search/day-spec";
import { noiseOf } from "../search/prng";
import { stateOf, usableOn, type WeekState } from "../search/week-state";
import { dependentsOf, mealIndexOf, relinkLeftovers } from "./swap-leftovers";
import { readStoredWeek, type StoredWeek } from "./swap-week";

// docs/product/plan-changes.md: one meal of a stored plan replaced by another recipe of the same meal type,
// with that day's servings re-solved so the day keeps every rule of the plan (energy ±5 %, protein, fat,
// carbohydrate, sodium, the diet and health rules) and the week keeps its variety and weekly counts.
// Candidates are screened by the day's score with only the new meal's servings fitted, the best are re-fitted
// across every meal of the day, and each offer is checked by the plan checker as a whole.

const Q_MIN = R.SERVINGS_MIN / R.SERVING_STEP;
const Q_MAX = R.SERVINGS_MAX / R.SERVING_STEP;
/** How many screened candidates get a full re-fit of the day's servings. */
const REFIT = 16;
const EPS = 1e-9;

export interface SwapTarget {
  /** 0 = Monday. */
  day: number;
  /** Index in the stored day's meals. */
  meal: number;
}

export interface SwapOptions {
  limit?: number;
  foods?: Library["foods"];
  recipes?: Library["recipes"];
  /** Only recipes this accepts are offered: a household's, those everyone who shares the meal can share. */
  accept?: (f: RecipeFacts) => boolean;
}

export type SwapOptionsResult = { ok: true; options: SwapOption[] } | { ok: false; refusal: Refusal };
export type SwapResult =
  | { ok: true; plan: PlanData; resized: ResizedMeal[] }
  | { ok: false; refusal: Refusal };

interface Setup {
  ctx: PlanContext;
  req: PlanRequest;
  library: Library;
  week: StoredWeek;
  slot: number;
  st: WeekState;
  fixed: readonly FixedItem[];
  /** The plan's seed, so the variety noise ranks alternatives as the plan's own search did. */
  seed: number;
}

const refusal = (rule: string, message: string, suggestion: string): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: { code: "swap_not_possible", rule, rule_id: "swap", message, suggestion },
});

function setUp(input: PlanRequestInput | PlanRequest, plan: PlanData, t: SwapTarget, o: SwapOptions) {
  const set = contextForRequest(input, o);
  if (!set.ok) return set;
  const { req, library } = set;
  // The plan's own weekdays and the cooking budget it was planned within.
  const planned = withPlanBudget(set.ctx, plan);
  // A week planned with the same-food rule set aside keeps it aside for its swaps.
  const ctx = plan.relaxed_rules?.includes("one_food") ? { ...planned, relaxOneFood: true } : planned;
  const meal = plan.days[t.day]?.meals[t.meal];
  if (!meal) return refusal("The meal must exist", "This plan has no such meal.", "Reload the plan.");
  if (meal.include_item !== undefined) {
    return refusal(
      "Foods you asked to include stay in every day",
      `${meal.name} is in the plan because you asked for it, so it is not swapped.`,
      "Change the foods to include in your profile and generate a new plan.",
    );
  }
  const week = readStoredWeek(ctx, plan);
  if (typeof week === "string") {
    return refusal(
      "Swaps use the current recipe library",
      `This plan cannot be changed: ${week}.`,
      "Generate a new plan.",
    );
  }
  const slot = week.pickOf[t.day]?.[t.meal] ?? -1;
  const fixed = week.fixedOf[t.day] ?? [];
  const setup: Setup = {
    ctx,
    req,
    library,
    week,
    slot,
    st: stateOf(week.days, fixed, t.day),
    fixed,
    seed: plan.engine.seed,
  };
  return { ok: true as const, setup };
}

/** The day's problem with every meal but `slot` held to its recipe, and `slot` open to `candidates`. */
function swapSpec(s: Setup, day: number, candidates: readonly RecipeFacts[]): DaySpec {
  const { ctx, st } = s;
  const picks = s.week.days[day] ?? [];
  return {
    targets: ctx.targets,
    slots: picks.map((p, i) => ({ spec: p.slot, candidates: i === s.slot ? candidates : [p.facts] })),
    fixed: s.fixed,
    costOf: (f) =>
      withPreferences(
        R.VARIETY_NOISE * noiseOf(s.seed, `${day}:${f.recipe.id}`) +
          (st.daysOf.has(f.recipe.id) ? R.W_REUSE : 0),
        f,
        ctx,
        st,
      ),
    lowGl: ctx.cond.diabetes || ctx.cond.pcos,
    // The rest of the week is fixed: the same week rules as planning, read around a full week.
    ...weekTerms(ctx, aroundOf(st, 7), day),
    ...droppedRules(ctx),
  };
}

/** Coordinate descent over every meal's servings, then every shift between two meals; returns the score. */
function refit(sc: DayScorer, pick: Int32Array, q: Int8Array): number {
  let cur = sc.score(pick, q);
  const n = pick.length;
  for (let pass = 0; pass < 3; pass++) {
    let moved = false;
    for (let s = 0; s < n; s++) {
      let best = q[s] as number;
      for (let x = Q_MIN; x <= Q_MAX; x++) {
        q[s] = x;
        const v = sc.score(pick, q);
        if (v < cur - EPS) {
          cur = v;
          best = x;
          moved = true;
        }
      }
      q[s] = best;
    }
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++) {
        let ba = q[a] as number;
        let bb = q[b] as number;
        for (let x = Q_MIN; x <= Q_MAX; x++)
          for (let y = Q_MIN; y <= Q_MAX; y++) {
            q[a] = x;
            q[b] = y;
            const v = sc.score(pick, q);
            if (v < cur - EPS) {
              cur = v;
              ba = x;
              bb = y;
              moved = true;
            }
          }
        q[a] = ba;
        q[b] = bb;
      }
    if (!moved) break;
  }
  sc.score(pick, q);
  return cur;
}

interface Fitted {
  facts: RecipeFacts;
  picks: DayPick[];
  score: number;
  hard: number;
}

/** Screens every candidate, re-fits the most promising; returns them best first (hard 0 = fits). */
function fitCandidates(s: Setup, day: number, candidates: readonly RecipeFacts[]): Fitted[] {
  const spec = swapSpec(s, day, candidates);
  const sc = new DayScorer(spec);
  const current = s.week.days[day] ?? [];
  const pick = Int32Array.from(current, (_, i) => (i === s.slot ? -1 : (sc.slotCands[i]?.[0] ?? -1)));
  const q = Int8Array.from(current, (p) => p.quarters);
  const old = current[s.slot];
  const oldKcal = old ? old.quarters * (old.facts.perServing.kcal / 4) : 0;
  const screened = [...(sc.slotCands[s.slot] ?? [])].map((c) => {
    pick[s.slot] = c;
    q[s.slot] = Math.min(Q_MAX, Math.max(Q_MIN, Math.round(oldKcal / Math.max(1, sc.v[c * NV] ?? 1))));
    const score = sc.score(pick, q);
    return { c, score };
  });
  screened.sort((a, b) => a.score - b.score);
  // The screen fits one meal only, so recipes of the plan's own cuisine that need the day re-balanced
  // can rank low: the best of them are re-fitted too, beside the best overall.
  const own = screened.filter(({ c }) => sc.cands[c]?.recipe.cuisine === s.ctx.req.cuisine);
  const shortlist = [...new Set([...screened.slice(0, REFIT), ...own.slice(0, REFIT / 2)])];
  return shortlist
    .map(({ c }) => {
      pick[s.slot] = c;
      q.set(Int8Array.from(current, (p) => p.quarters));
      q[s.slot] = Math.min(Q_MAX, Math.max(Q_MIN, Math.round(oldKcal / Math.max(1, sc.v[c * NV] ?? 1))));
      const score = refit(sc, pick, q);
      const picks = current.map((p, i) => ({
        slot: p.slot,
        facts: i === s.slot ? (sc.cands[c] as RecipeFacts) : p.facts,
        quarters: q[i] as number,
      }));
      return { facts: sc.cands[c] as RecipeFacts, picks, score, hard: sc.hard };
    })
    .sort((a, b) => Number(a.hard > EPS) - Number(b.hard > EPS) || a.hard - b.hard || a.score - b.score);
}

interface Swapped {
  plan: PlanData;
  /** The new meal, as stored in the changed day. */
  meal: PlanMeal;
  resized: ResizedMeal[];
}

/** The day's other own meals whose servings `picks` change, with their calories before and after. */
function resizedOf(stored: PlanDay, built: readonly PlanMeal[], target: number): ResizedMeal[] {
  return stored.meals.flatMap((old, i) => {
    const now = built[i];
    if (i === target || !now || isIncludeItem(old) || now.servings === old.servings) return [];
    return [
      {
        type: old.type,
        name: old.name,
        from_calories: old.calories,
        to_calories: now.calories,
        from_servings: old.servings,
        to_servings: now.servings,
      },
    ];
  });
}

/**
 * The plan with day `t.day` rebuilt from `picks` (foods-to-include meals kept as stored), its meals
 * timed and in the order eaten.
 */
function withDay(s: Setup, plan: PlanData, t: SwapTarget, picks: readonly DayPick[]): Swapped {
  const stored = plan.days[t.day] as PlanDay;
  const foodById = s.ctx.lib.foodById;
  const built = stored.meals.map((m, i) => {
    const at = s.week.pickOf[t.day]?.[i] ?? -1;
    const p = picks[at];
    if (at < 0 || !p) return restatedMeal(m, foodById);
    return buildMeal(recipeSource(s.ctx, p.slot.meal, p.facts, p.quarters / 4));
  });
  const chosen = built[t.meal] as PlanMeal;
  const meals = timedDay(built);
  // The other days are stored as they were, their calories restated if the plan predates decimals and
  // their times if it predates distinct snack times.
  const days = plan.days.map((d, i) => {
    const ms = i === t.day ? meals : timedDay(d.meals.map((m) => restatedMeal(m, foodById)));
    return ms.every((m, j) => m === d.meals[j]) ? d : withMeals({ ...d, cooking_minutes: undefined }, ms);
  });
  const meal = meals.find((m) => !isIncludeItem(m) && m.recipe_id === chosen.recipe_id) ?? chosen;
  return {
    plan: { ...plan, days, shopping_list: shoppingList(days, foodById) },
    meal,
    resized: resizedOf(stored, built, t.meal),
  };
}

/** Other recipes of the meal's type that the diet, conditions and the week's variety allow here. */
function usable(s: Setup, plan: PlanData, t: SwapTarget): RecipeFacts[] {
  const meal = plan.days[t.day]?.meals[t.meal];
  if (!meal) return [];
  const today = new Set((s.week.days[t.day] ?? []).map((p) => p.facts.recipe.id));
  return s.ctx.eligibleByMeal[meal.type].filter((f) => !today.has(f.recipe.id) && usableOn(f, t.day, s.st));
}

/** Why nothing fits: the first rule whose absence would let the closest candidate in. */
function explain(s: Setup, plan: PlanData, t: SwapTarget, tried: number, best: Fitted | undefined) {
  const meal = plan.days[t.day]?.meals[t.meal];
  const dayName = plan.days[t.day]?.day ?? "this day";
  const type = labelOf(meal?.type ?? "meal").toLowerCase();
  if (!best) {
    return refusal(
      describe("variety", s.ctx).rule,
      `Every other ${type} recipe that fits your food preference is already used twice this week or on the day before or after ${dayName}.`,
      "Swap a meal on another day, or keep this one.",
    );
  }
  const spec = swapSpec(s, t.day, [best.facts]);
  const sc = new DayScorer(spec);
  const pick = Int32Array.from(best.picks, (_, i) => sc.slotCands[i]?.[0] ?? -1);
  const q = Int8Array.from(best.picks, (p) => p.quarters);
  let blocking = ORDER[ORDER.length - 1] ?? "energy";
  for (const g of ORDER) {
    sc.dropped = new Set([g]);
    refit(sc, pick, q);
    if (sc.hard <= EPS) {
      blocking = g;
      break;
    }
  }
  return refusal(
    describe(blocking, s.ctx).rule,
    `None of the ${tried} other ${type} recipes can replace ${meal?.name ?? "this meal"} on ${dayName} without breaking this rule, even with the day's portions re-balanced.`,
    "Keep this meal, or swap another meal of the day first.",
  );
}

/** Day `day` re-fitted with pick `at` set to `facts`; null when the day then breaks a rule. */
function refitWith(se: Setup, day: number, at: number, facts: RecipeFacts): DayPick[] | null {
  const sc = new DayScorer(swapSpec(se, day, [facts]));
  const current = se.week.days[day] ?? [];
  // Each slot holds one candidate; `pick` names candidates by their index in the scorer.
  const pick = Int32Array.from(current, (_, i) => sc.slotCands[i]?.[0] ?? -1);
  const q = Int8Array.from(current, (p) => p.quarters);
  refit(sc, pick, q);
  if (sc.hard > EPS) return null;
  return current.map((p, i) => ({
    slot: p.slot,
    facts: i === at ? facts : p.facts,
    quarters: q[i] as number,
  }));
}

/**
 * The plan after `f` takes the meal's place. The later meals that ate the old dish's leftovers eat
 * the new dish's where it suits their meal and day, or else are cooked afresh from the old dish (no
 * longer anyone's leftovers); each of their days is re-fitted. Null when one of those days cannot
 * keep every rule either way.
 */
function applied(s: Setup, plan: PlanData, t: SwapTarget, f: Fitted): Swapped | null {
  const first = withDay(s, plan, t, f.picks);
  let next = first.plan;
  const cooked = s.week.days[t.day]?.[s.slot];
  const changed = new Set([t.day]);
  for (const dep of dependentsOf(s.week, t.day, s.slot)) {
    changed.add(dep.day);
    if (!cooked) break;
    const fixed = s.week.fixedOf[dep.day] ?? [];
    const se: Setup = { ...s, slot: dep.pick, fixed, st: stateOf(s.week.days, fixed, dep.day) };
    const old = s.week.days[dep.day]?.[dep.pick];
    if (!old) return null;
    const suits = s.ctx.eligibleByMeal[old.slot.meal].some((x) => x.recipe.id === f.facts.recipe.id);
    const leftover = asLeftover(f.facts, { day: t.day, slot: cooked.slot.key as "lunch" | "dinner" });
    const afresh = s.ctx.recipeById.get(old.facts.recipe.id);
    const picks =
      (suits ? refitWith(se, dep.day, dep.pick, leftover) : null) ??
      (afresh ? refitWith(se, dep.day, dep.pick, afresh) : null);
    if (!picks) return null;
    next = withDay(se, next, { day: dep.day, meal: mealIndexOf(s.week, dep.day, dep.pick) }, picks).plan;
  }
  // The swapped day's cookings are counted in whole eggs and slices again (output/whole-counts.ts),
  // and each changed day is trimmed to its energy target as a planned day is (output/energy-trim.ts).
  const foodById = s.ctx.lib.foodById;
  const keeps = refitKeeps(s.ctx, plan.relaxed_rules);
  const days = trimEnergy(
    wholeCounts(relinkLeftovers(next.days), foodById, keeps, (d) => changed.has(d)),
    foodById,
    s.ctx.targets.calories,
    keeps,
    (d) => changed.has(d),
  ).map((d, i) => (changed.has(i) ? roundedAlike(d, foodById) : d));
  const chosen = first.meal;
  const meal =
    days[t.day]?.meals.find((m) => m.type === chosen.type && m.recipe_id === chosen.recipe_id) ?? chosen;
  // A resized meal's calories as the trimmed day serves it.
  const served = days[t.day]?.meals ?? [];
  const resized = first.resized.map((r) => ({
    ...r,
    to_calories: served.find((m) => m.type === r.type && m.name === r.name)?.calories ?? r.to_calories,
  }));
  return { ...first, meal, resized, plan: { ...next, days, shopping_list: shoppingList(days, foodById) } };
}

/** Up to `limit` alternatives (default 4) for one meal, each keeping the day and the week within every rule. */
export function swapOptions(
  input: PlanRequestInput | PlanRequest,
  plan: PlanData,
  t: SwapTarget,
  o: SwapOptions = {},
): SwapOptionsResult {
  const set = setUp(input, plan, t, o);
  if (!set.ok) return set;
  const s = set.setup;
  const candidates = usable(s, plan, t).filter((f) => o.accept?.(f) ?? true);
  const fitted = fitCandidates(s, t.day, candidates);
  const options: SwapOption[] = [];
  for (const f of fitted) {
    if (options.length >= (o.limit ?? 4) || f.hard > EPS) break;
    const done = applied(s, plan, t, f);
    if (!done) continue;
    const { plan: next, meal, resized } = done;
    if (checkPlan(next, s.req, s.library).length > 0) continue;
    options.push({
      recipe_id: meal.recipe_id,
      name: meal.name,
      cuisine: meal.cuisine,
      calories: meal.calories,
      servings: meal.servings,
      protein_g: meal.protein_g,
      day_calories: next.days[t.day]?.totals.calories ?? 0,
      resized,
    });
  }
  if (options.length > 0) return { ok: true, options };
  return explain(s, plan, t, candidates.length, fitted[0]);
}

/** The plan with one meal replaced by `recipeId` and that day's servings re-solved, or why not. */
export function swapMeal(
  input: PlanRequestInput | PlanRequest,
  plan: PlanData,
  t: SwapTarget,
  recipeId: string,
  o: SwapOptions = {},
): SwapResult {
  const set = setUp(input, plan, t, o);
  if (!set.ok) return set;
  const s = set.setup;
  const chosen = usable(s, plan, t).filter((f) => f.recipe.id === recipeId);
  if (chosen.length === 0) {
    return refusal(
      "Swaps keep the plan's diet, health rules and variety",
      "That recipe cannot take this meal's place: it does not fit your food preference or health rules, is another meal type, or is already used on a neighbouring day or twice this week.",
      "Choose one of the alternatives offered.",
    );
  }
  const [best] = fitCandidates(s, t.day, chosen);
  if (!best || best.hard > EPS) return explain(s, plan, t, 1, best);
  const done = applied(s, plan, t, best);
  if (!done) {
    return refusal(
      "Leftovers follow the meal they come from",
      "This meal is cooked for a later meal too, and with that recipe the later day could not keep every rule.",
      "Choose another of the alternatives offered.",
    );
  }
  const { plan: next, resized } = done;
  const problems = checkPlan(next, s.req, s.library);
  if (problems.length > 0) {
    return refusal(
      problems[0] ?? "",
      "With that recipe the plan would break one of its rules.",
      "Choose another of the alternatives offered.",
    );
  }
  // The pots follow the swapped meals (output/pot-amounts.ts): a household's are made again with its
  // members' weeks (household/household-swap.ts).
  return { ok: true, plan: withPots(next, s.ctx), resized };
}
