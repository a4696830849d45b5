import { parse } from "yaml";
import { z } from "zod";
import { CUISINES, type Cuisine, MEAL_TYPES } from "../../shared/domain";
import { fitsRole, INGREDIENT_ROLES } from "../rules/substitutes";
import type { Food, Ingredient, Recipe } from "./library-types";
import { amountInStep } from "./step-amounts";

// Recipes are YAML files a writer edits (content/library/recipes/*.yaml), one per cuisine: grams per
// serving of foods from the food table, raw or dry as bought; nutrition is always computed from them.

/** Each recipe id starts with its cuisine's prefix, so an id alone says where to find the recipe. */
export const CUISINE_PREFIX: Record<Cuisine, string> = {
  indian: "in-",
  american: "us-",
  mediterranean: "md-",
  asian: "as-",
  italian: "it-",
  mexican: "mx-",
  middle_eastern: "me-",
  european: "eu-",
};

const INCLUDE_ITEMS = ["tea", "coffee", "dark_chocolate", "one_cookie_a_day"] as const;
const grams = z.number().positive().max(600);
const minutes = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

/** One step: a full sentence that names no amount but water. */
const stepText = z
  .string()
  .regex(/^[A-Z0-9].{10,}[.!)]$/s, {
    message: "each step is a full sentence: a capital first and a full stop last",
  })
  .refine((step) => amountInStep(step) === undefined, {
    error: (issue) =>
      `writes the amount "${amountInStep(String(issue.input))}": name the ingredient without it ("half the oil"), or write water as {200 ml} per serving`,
  });

/**
 * A step is a sentence, or `step` and `tofu`: the same step as a cook does it in the version whose
 * protein line becomes tofu (rules/substitutes), where the egg's or cheese's own handling ("crack the
 * eggs", "boil and peel") would not fit.
 */
const stepItem = z
  .union([z.string(), z.object({ step: z.string(), tofu: z.string() }).strict()], {
    error: 'each step is a sentence, or "step" and "tofu" (the same step for the version made with tofu)',
  })
  .superRefine((item, ctx) => {
    const texts =
      typeof item === "string"
        ? [{ text: item, path: [] }]
        : [
            { text: item.step, path: ["step"] },
            { text: item.tofu, path: ["tofu"] },
          ];
    for (const { text, path } of texts)
      for (const issue of stepText.safeParse(text).error?.issues ?? [])
        ctx.addIssue({ code: "custom", message: issue.message, path });
  })
  .transform((item): { step: string; tofu?: string } => (typeof item === "string" ? { step: item } : item));

const recipeSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2}-[a-z0-9]+(-[a-z0-9]+)*$/, {
      message: 'must be kebab-case with a cuisine prefix, such as "in-masala-oats"',
    }),
    name: z.string().trim().min(3).max(80),
    meals: z.array(z.enum(MEAL_TYPES)).min(1),
    dessert: z.literal(true).optional(),
    /** A glass and nothing to eat beside it (a shake, a smoothie): as a breakfast it costs the day (rules/meal-rules.ts). */
    drink: z.literal(true).optional(),
    includeItem: z.enum(INCLUDE_ITEMS).optional(),
    /** Minutes of work at the stove or board (prep_minutes, docs/product/cooking-time.md). */
    handsOnMin: minutes,
    /** Minutes from starting to the table, waits included, work done ahead not (total_minutes). */
    totalMin: minutes,
    /** Work that starts before the day, said plainly: "Soak the chickpeas the night before." */
    ahead: z.string().trim().min(10).max(160).optional(),
    ingredients: z
      .array(
        z.union([z.tuple([z.string(), grams]), z.tuple([z.string(), grams, z.enum(INGREDIENT_ROLES)])]),
        {
          error: `must be a list of [food-id, grams] or [food-id, grams, role] (grams from 0 to 600, role one of ${INGREDIENT_ROLES.join(", ")})`,
        },
      )
      .min(1)
      .refine((list) => new Set(list.map(([id]) => id)).size === list.length, {
        message: "names a food twice; add the grams together",
      })
      .refine(
        (list) => new Set(list.map((l) => l[2]).filter(Boolean)).size === list.filter((l) => l[2]).length,
        {
          message:
            "gives a role to two lines; a recipe has one cooking fat, one milk, one salt, one sweetener",
        },
      ),
    instructions: z.array(stepItem).min(1),
  })
  .strict()
  .refine((r) => r.includeItem !== undefined || r.instructions.length >= 2, {
    path: ["instructions"],
    message: "a dish needs at least two steps",
  });

const fileSchema = z.object({ cuisine: z.enum(CUISINES), recipes: z.array(z.unknown()).min(1) }).strict();

/**
 * Parses and checks one recipe file against the food table; every problem names the file, the recipe
 * and the field. Recipe ids must be unique across files: pass the ids already read as `seen`.
 */
export function parseRecipeFile(
  text: string,
  file: string,
  foodById: ReadonlyMap<string, Food>,
  seen: Set<string> = new Set(),
): Recipe[] {
  const problems: string[] = [];
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const top = fileSchema.safeParse(data);
  if (!top.success) {
    const issues = top.error.issues.map((i) => `${file}: ${i.path.join(".") || "file"}: ${i.message}`);
    throw new Error(issues.join("\n"));
  }
  const recipes: Recipe[] = [];
  top.data.recipes.forEach((raw, index) => {
    const id = (raw as { id?: unknown })?.id;
    const where = `${file}: recipe ${typeof id === "string" ? `"${id}"` : `#${index + 1}`}`;
    const parsed = recipeSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${where}: ${issue.path.join(".") || "recipe"}: ${issue.message}`);
      return;
    }
    const r = parsed.data;
    parsed.data.ingredients.forEach(([foodId, , role], i) => {
      const food = foodById.get(foodId);
      if (!food) problems.push(`${where}: ingredients.${i}: unknown food "${foodId}"`);
      else if (role && !fitsRole(role, food))
        problems.push(`${where}: ingredients.${i}: ${food.name} cannot take the ${role} role`);
    });
    if (!r.id.startsWith(CUISINE_PREFIX[top.data.cuisine]))
      problems.push(
        `${where}: id: must start with "${CUISINE_PREFIX[top.data.cuisine]}" in a ${top.data.cuisine} file`,
      );
    const tofuSteps = Object.fromEntries(
      r.instructions.flatMap((s, i) => (s.tofu === undefined ? [] : [[i, s.tofu] as const])),
    );
    const hasTofuSteps = Object.keys(tofuSteps).length > 0;
    if (hasTofuSteps && !r.ingredients.some((l) => l[2] === "protein"))
      problems.push(`${where}: instructions: a "tofu" step needs a protein line, the one that becomes tofu`);
    if (seen.has(r.id)) problems.push(`${where}: id is used by another recipe`);
    seen.add(r.id);
    const recipe: Recipe = {
      id: r.id,
      name: r.name,
      cuisine: top.data.cuisine,
      meals: r.meals,
      ingredients: r.ingredients as Ingredient[],
      instructions: r.instructions.map((s) => s.step),
      ...(hasTofuSteps ? { tofuSteps } : {}),
      handsOnMin: r.handsOnMin,
      totalMin: r.totalMin,
      ...(r.ahead ? { ahead: r.ahead } : {}),
    };
    if (r.dessert) recipe.dessert = true;
    if (r.drink) recipe.drink = true;
    if (r.includeItem) recipe.includeItem = r.includeItem;
    recipes.push(recipe);
  });
  if (problems.length > 0)
    throw new Error(`${problems.length} problem(s) in recipes:\n${problems.join("\n")}`);
  return recipes;
}
