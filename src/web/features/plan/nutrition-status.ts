// Where a day stands against each target, in words as well as colour (a 178 % protein day is not the
// same as a 100 % one). Energy counts as on target within the engine's ±5 %; protein, carbohydrate and
// fat within 85–115 % (the engine holds fat and carbohydrate to ranges of energy, not to one figure);
// fibre is a floor (more is fine, shown as above the goal) and sodium a ceiling (less is fine).

export type NutrientKind = "target" | "floor" | "limit";
export type Status = "under" | "on" | "over" | "above";

const BAND: Record<"energy" | "other", readonly [number, number]> = {
  energy: [0.95, 1.05],
  other: [0.85, 1.15],
};

export function statusOf(value: number, target: number, kind: NutrientKind, energy = false): Status {
  if (target <= 0) return "on";
  const r = value / target;
  if (kind === "limit") return r > 1 ? "over" : "on";
  const [lo, hi] = BAND[energy ? "energy" : "other"];
  if (r < lo) return "under";
  if (kind === "floor") return r > hi ? "above" : "on";
  return r > hi ? "over" : "on";
}

export const STATUS_LABEL: Record<Status, string> = {
  under: "Under",
  on: "On target",
  over: "Over",
  above: "Above goal",
};
