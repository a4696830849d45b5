import { allergenProblems, type Food, PER_100G_KEYS } from "../src/planner/index";

/** One CSV record keyed by header name; empty string where the reference gives no value. */
export type ReferenceRow = Readonly<Record<string, string>>;

export interface ReferenceTables {
  /** USDA SR28 rows keyed by 5-digit `ndb_no`. */
  usda: ReadonlyMap<string, ReferenceRow>;
  /** IFCT 2017 rows keyed by `code`. */
  ifct: ReadonlyMap<string, ReferenceRow>;
}

export interface Mismatch {
  foodId: string;
  /** A nutrient key, or "source" when the row itself cannot be found. */
  field: string;
  ours: string;
  reference: string;
}

export type SourceRef = { table: "usda"; key: string } | { table: "ifct"; key: string };

const NUTRIENTS = PER_100G_KEYS;
type Nutrient = (typeof NUTRIENTS)[number];

export function parseSource(source: string): SourceRef | null {
  const usda = /^USDA SR28 (\d{5})$/.exec(source);
  if (usda?.[1]) return { table: "usda", key: usda[1] };
  const ifct = /^IFCT2017 ([A-Z]\d{3})$/.exec(source);
  if (ifct?.[1]) return { table: "ifct", key: ifct[1] };
  return null;
}

export function indexRows(
  rows: readonly ReferenceRow[],
  keyColumn: string,
): ReadonlyMap<string, ReferenceRow> {
  const byKey = new Map<string, ReferenceRow>();
  for (const row of rows) {
    const key = row[keyColumn];
    if (key) byKey.set(key, row);
  }
  return byKey;
}

function cell(row: ReferenceRow, column: string): number | null {
  const raw = row[column];
  if (raw === undefined || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * The values a food must carry for its row. IFCT has no sugars and reports available carbohydrate
 * without fibre, while our `carbs_g` is total carbohydrate, so the expected total is available + fibre.
 * `undefined` means the field is not compared.
 */
export function expectedValues(
  ref: SourceRef,
  row: ReferenceRow,
): Record<Nutrient, number | null | undefined> {
  if (ref.table === "usda") {
    return {
      kcal: cell(row, "kcal"),
      protein_g: cell(row, "protein_g"),
      fat_g: cell(row, "fat_g"),
      sat_fat_g: cell(row, "sat_fat_g"),
      carbs_g: cell(row, "carbs_g"),
      fiber_g: cell(row, "fiber_g"),
      sugars_g: cell(row, "sugars_g"),
      sodium_mg: cell(row, "sodium_mg"),
      potassium_mg: cell(row, "potassium_mg"),
      calcium_mg: cell(row, "calcium_mg"),
    };
  }
  const available = cell(row, "carbs_available_g");
  const fiber = cell(row, "fiber_g");
  return {
    kcal: cell(row, "kcal"),
    protein_g: cell(row, "protein_g"),
    fat_g: cell(row, "fat_g"),
    sat_fat_g: cell(row, "sat_fat_g"),
    carbs_g: available === null || fiber === null ? null : available + fiber,
    fiber_g: fiber,
    sugars_g: undefined,
    sodium_mg: cell(row, "sodium_mg"),
    potassium_mg: cell(row, "potassium_mg"),
    calcium_mg: cell(row, "calcium_mg"),
  };
}

/**
 * Values may be rounded to 2 decimals when copied, so allow that rounding plus 0.5 % for the
 * reference's own rounding; energy and minerals are whole units in most rows, so allow 1 unit.
 */
export function withinTolerance(field: string, ours: number, reference: number): boolean {
  const floor = field === "kcal" || field.endsWith("_mg") ? 1 : 0.01;
  return Math.abs(ours - reference) <= Math.max(floor, Math.abs(reference) * 0.005) + 1e-9;
}

const show = (value: number | null | undefined): string =>
  value === null || value === undefined ? "none" : String(value);

export function auditFood(food: Food, tables: ReferenceTables): Mismatch[] {
  const ref = parseSource(food.source);
  if (!ref)
    return [{ foodId: food.id, field: "source", ours: food.source, reference: "unrecognised source" }];
  const row = (ref.table === "usda" ? tables.usda : tables.ifct).get(ref.key);
  if (!row) return [{ foodId: food.id, field: "source", ours: food.source, reference: "missing row" }];

  const expected = expectedValues(ref, row);
  const mismatches: Mismatch[] = [];
  for (const field of NUTRIENTS) {
    const want = expected[field];
    if (want === undefined) continue;
    const have = food.per100g[field];
    const ok =
      want === null || have === null ? want === null && have === null : withinTolerance(field, have, want);
    if (!ok) mismatches.push({ foodId: food.id, field, ours: show(have), reference: show(want) });
  }
  // Issue 21: the allergen groups the row's description names ("Soy sauce made from soy and wheat").
  const description = row.description ?? row.name ?? "";
  for (const problem of allergenProblems(food, description))
    mismatches.push({
      foodId: food.id,
      field: "allergens",
      ours: food.allergens.join(" ") || "none",
      reference: `${problem} — “${description}”`,
    });
  return mismatches;
}

export function auditFoods(foods: readonly Food[], tables: ReferenceTables): Mismatch[] {
  return foods.flatMap((food) => auditFood(food, tables));
}

export function formatMismatch(m: Mismatch): string {
  return `${m.foodId}\t${m.field}\tours=${m.ours}\treference=${m.reference}`;
}
