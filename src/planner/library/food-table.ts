import { parse } from "csv-parse/sync";
import { z } from "zod";
import { ALLERGENS, type Allergen } from "../../shared/allergens";
import { AISLES, FOOD_ATTRS, type Food, type FoodAttr, PER_100G_KEYS } from "./library-types";

// The food table is a CSV a nutrition writer edits (content/library/foods.csv): one row per food,
// per-100 g values copied from the reference row it names. A food the references lack a row for names
// the food whose values it shares in `values_from` and leaves its own source and values blank.

const NUTRIENTS = PER_100G_KEYS;

const optionalNumber = z
  .string()
  .regex(/^(\d+(\.\d+)?)?$/, { message: "must be a number such as 12 or 0.5, or blank" })
  .transform((s) => (s === "" ? undefined : Number(s)));
const attrName = z.enum(FOOD_ATTRS, { error: (i) => `unknown attribute "${String(i.input)}"` });
const allergenName = z.enum(ALLERGENS, { error: (i) => `unknown allergen group "${String(i.input)}"` });

const rowSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be kebab-case" }),
    name: z
      .string()
      .min(1, { message: "is required" })
      .refine((n) => n === n.toLowerCase(), { message: "must be lowercase" }),
    source: z.string().regex(/^(USDA SR28 \d{5}|IFCT2017 [A-Z]\d{3})?$/, {
      message: 'must name a reference row: "USDA SR28 08120" or "IFCT2017 L003"',
    }),
    values_from: z.string(),
    ...Object.fromEntries(NUTRIENTS.map((n) => [n, optionalNumber])),
    attrs: z
      .string()
      .transform((s) => s.split(" ").filter(Boolean))
      .pipe(z.array(attrName)),
    allergens: z
      .string()
      .transform((s) => s.split(" ").filter(Boolean))
      .pipe(z.array(allergenName)),
    aisle: z.enum(AISLES, { error: (i) => `unknown aisle "${String(i.input)}"` }),
    g_per_ml: optionalNumber,
    household_unit: z.string(),
    household_g: optionalNumber,
    note: z.string(),
  })
  .strict();
type Row = z.infer<typeof rowSchema> & Record<(typeof NUTRIENTS)[number], number | undefined>;

/** Parses and checks the food table; every problem is named with its file, line, food and column. */
export function parseFoodTable(text: string, file: string): Food[] {
  const records: Record<string, string>[] = parse(text, { columns: true, bom: true, skip_empty_lines: true });
  const problems: string[] = [];
  const byId = new Map<string, Food>();
  records.forEach((record, index) => {
    const where = `${file}: line ${index + 2} (${record.id || "no id"})`;
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${where}: ${issue.path.join(".") || "row"} ${issue.message}`);
      return;
    }
    const result = toFood(parsed.data as Row, byId);
    if (typeof result === "string") problems.push(`${where}: ${result}`);
    else if (byId.has(result.id)) problems.push(`${where}: id repeats an earlier row`);
    else byId.set(result.id, result);
  });
  if (problems.length > 0)
    throw new Error(`The food table has ${problems.length} problem(s):\n${problems.join("\n")}`);
  return [...byId.values()];
}

function toFood(row: Row, earlier: ReadonlyMap<string, Food>): Food | string {
  const given = NUTRIENTS.filter((n) => row[n] !== undefined);
  let source: string;
  let per100g: Food["per100g"];
  if (row.values_from) {
    const base = earlier.get(row.values_from);
    if (!base) return `values_from names "${row.values_from}", which is not an earlier row`;
    if (row.source || given.length > 0) return "a row with values_from leaves source and the values blank";
    ({ source, per100g } = base);
  } else {
    // IFCT 2017 has no sugars column, so sugars_g alone may be blank.
    const missing = NUTRIENTS.filter((n) => row[n] === undefined && n !== "sugars_g");
    if (!row.source) return "source is required (or values_from)";
    if (missing.length > 0) return `missing ${missing.join(", ")}`;
    source = row.source;
    const v = (n: (typeof NUTRIENTS)[number]) => row[n] as number;
    per100g = {
      kcal: v("kcal"),
      protein_g: v("protein_g"),
      fat_g: v("fat_g"),
      sat_fat_g: v("sat_fat_g"),
      carbs_g: v("carbs_g"),
      fiber_g: v("fiber_g"),
      sugars_g: row.sugars_g ?? null,
      sodium_mg: v("sodium_mg"),
      potassium_mg: v("potassium_mg"),
      calcium_mg: v("calcium_mg"),
    };
  }
  if ((row.household_unit === "") !== (row.household_g === undefined))
    return "household_unit and household_g go together";
  const food: Food = {
    id: row.id,
    name: row.name,
    source,
    per100g,
    attrs: row.attrs as FoodAttr[],
    allergens: row.allergens as Allergen[],
    aisle: row.aisle,
  };
  if (row.g_per_ml !== undefined) food.gPerMl = row.g_per_ml;
  if (row.household_g !== undefined) food.household = { unit: row.household_unit, grams: row.household_g };
  return food;
}
