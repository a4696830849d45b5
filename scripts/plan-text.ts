import { freeFromLine } from "../src/shared/allergens";
import { labelOf } from "../src/shared/domain";
import { cooksForLabel, leftoverLabel } from "../src/shared/leftover-text";
import { dayMinutesLine, mealMinutesLine } from "../src/shared/minutes";
import type { NutrientTotals, PlanData } from "../src/shared/plan-data";
import { datesOfPlan, longDay, weekSpan } from "../src/shared/plan-dates";
import { splitPantry } from "../src/shared/shopping-display";

// The CLI's readable week: targets, each day's meals and totals, the shopping list and the notes.

const n = (x: number) => Math.round(x).toLocaleString("en-US");

function totalsLine(t: NutrientTotals): string {
  return `${n(t.calories)} kcal · protein ${n(t.protein_g)} g · carbs ${n(t.carbs_g)} g · fat ${n(t.fat_g)} g · fibre ${n(t.fiber_g)} g · sodium ${n(t.sodium_mg)} mg`;
}

function servings(s: number): string {
  return s === 1 ? "1 serving" : `${s} servings`;
}

export function planText(plan: PlanData, name?: string): string {
  const out: string[] = [];
  const who = name ? ` for ${name}` : "";
  out.push(
    `NutriWeek plan${who}: ${labelOf(plan.goals.fitness_goal).toLowerCase()}, ${labelOf(plan.goals.cuisine)} cuisine, ${labelOf(plan.diet).toLowerCase()}`,
    `Week of ${weekSpan(plan.week_start)} · engine ${plan.engine.version} · seed ${plan.engine.seed}`,
    "",
    `Daily targets: ${n(plan.targets.calories)} kcal · protein ${n(plan.targets.protein_g)} g · carbs ${n(plan.targets.carbs_g)} g · fat ${n(plan.targets.fat_g)} g · fibre ${n(plan.targets.fiber_g)} g · sodium at most ${n(plan.targets.sodium_mg)} mg`,
  );
  const freeFrom = plan.free_from && freeFromLine(plan.free_from.allergies, plan.free_from.excluded_foods);
  if (freeFrom) out.push(freeFrom);
  const dates = datesOfPlan(plan);
  for (const [i, day] of plan.days.entries()) {
    out.push(
      "",
      `${longDay(dates[i] ?? "").toUpperCase() || day.day.toUpperCase()} — ${totalsLine(day.totals)}`,
    );
    const cooking = dayMinutesLine(day);
    if (cooking) out.push(`  ${cooking}`);
    for (const m of day.meals) {
      const what = m.include_item ? "included item" : servings(m.servings);
      out.push(
        `  ${m.time.padStart(7)}  ${labelOf(m.type).padEnd(9)}  ${m.name} (${what}) — ${n(m.calories)} kcal`,
      );
      const minutes = mealMinutesLine(m);
      if (minutes) out.push(`                      ${minutes}${m.ahead ? ` · ahead: ${m.ahead}` : ""}`);
      const batch = leftoverLabel(m) ?? cooksForLabel(m);
      if (batch) out.push(`                      ${batch}`);
      out.push(`                      ${m.ingredients.join(", ")}`);
      // A meal cooked for later meals: what the cook makes, every portion together.
      if (m.pot?.later_only)
        out.push(
          `                      To cook, ${servings(m.pot.servings)} in all: ${m.pot.ingredients.join(", ")}`,
        );
      for (const x of m.substitutes ?? []) out.push(`                      (${x.to} instead of ${x.from})`);
    }
  }
  // The lines to buy, then the pantry lines to check (docs/product/shopping-list.md).
  const { buy, pantry } = splitPantry(plan.shopping_list);
  const aisles = (list: typeof buy) => {
    for (const aisle of list) {
      out.push(`  ${aisle.aisle}`);
      for (const item of aisle.items) out.push(`    ${item.name} — ${item.display}`);
    }
  };
  out.push("", "SHOPPING LIST");
  aisles(buy);
  if (pantry.length > 0) {
    out.push("", "CHECK YOU HAVE");
    aisles(pantry);
  }
  out.push("", "NOTES", ...plan.notes.map((note) => `  - ${note}`));
  return `${out.join("\n")}\n`;
}
