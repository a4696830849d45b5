import type { PlanResult } from "../src/planner/index";
import type { PlanData } from "../src/shared/plan-data";
import type { PlanRequest } from "../src/shared/plan-request";
import { splitPantry } from "../src/shared/shopping-display";

// bench:planner's shopping-list figures for the realistic set (docs/product/shopping-list.md): per
// cuisine, the lines a person buys in a week (median and most) and the pantry lines they only check.

const q = (xs: readonly number[], f: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(f * xs.length))] ?? Number.NaN;

/** Lines to buy and pantry lines to check in one week's list. */
export function shoppingLines(plan: PlanData): { buy: number; pantry: number } {
  const { buy, pantry } = splitPantry(plan.shopping_list);
  const count = (list: typeof buy) => list.reduce((n, a) => n + a.items.length, 0);
  return { buy: count(buy), pantry: count(pantry) };
}

export function reportShopping(rows: readonly { req: PlanRequest; result: PlanResult }[]): void {
  const byCuisine = new Map<string, { buy: number[]; pantry: number[] }>();
  const all = { buy: [] as number[], pantry: [] as number[] };
  for (const { req, result } of rows) {
    if (!result.ok) continue;
    const n = shoppingLines(result.plan);
    const g = byCuisine.get(req.cuisine) ?? { buy: [], pantry: [] };
    byCuisine.set(req.cuisine, g);
    for (const s of [g, all]) {
      s.buy.push(n.buy);
      s.pantry.push(n.pantry);
    }
  }
  console.log(`\n  shopping list    plans  to buy median / max  pantry median / max`);
  const row = (name: string, s: { buy: number[]; pantry: number[] }) =>
    console.log(
      `  ${name.padEnd(15)} ${String(s.buy.length).padStart(6)}  ${`${q(s.buy, 0.5)} / ${Math.max(0, ...s.buy)}`.padStart(19)}  ${`${q(s.pantry, 0.5)} / ${Math.max(0, ...s.pantry)}`.padStart(19)}`,
    );
  for (const [name, s] of [...byCuisine].sort((a, b) => a[0].localeCompare(b[0]))) row(name, s);
  row("all", all);
}
