import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { planDataSchema } from "../src/shared/plan-data";

// The CLI's three outcomes: a plan (exit 0), a refusal (exit 2, reason on stderr), invalid input
// (exit 1, field messages). Spawned as `node --import ./scripts/text-modules/register.mjs scripts/plan.ts`, what npm run plan runs.

const dir = mkdtempSync(join(tmpdir(), "nutriweek-cli-"));
const EXAMPLE = "bench/profiles/example.json";

function profile(name: string, over: Record<string, unknown>): string {
  const path = join(dir, `${name}.json`);
  const base = {
    name: "Test Person",
    age: 40,
    gender: "male",
    height_cm: 178,
    weight_kg: 80,
    activity_level: "moderately_active",
    country_region: "italian",
    food_preference: "non_vegetarian",
    health_conditions: [],
    foods_to_include: [],
  };
  writeFileSync(path, JSON.stringify({ ...base, ...over }));
  return path;
}

const cli = (...args: string[]) =>
  spawnSync(
    process.execPath,
    ["--import", "./scripts/text-modules/register.mjs", "scripts/plan.ts", ...args],
    {
      encoding: "utf8",
      timeout: 60_000,
    },
  );

describe("npm run plan", () => {
  it("prints plan_data as JSON with --json and exits 0", () => {
    const r = cli("--profile", EXAMPLE, "--goal", "weight_loss", "--seed", "3", "--json");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const plan = planDataSchema.parse(JSON.parse(r.stdout));
    expect(plan.engine.seed).toBe(3);
    expect(plan.goals).toEqual({ fitness_goal: "weight_loss", cuisine: "indian" });
  }, 60_000);

  it("prints a readable week without --json", () => {
    const r = cli("--profile", EXAMPLE, "--goal", "maintain");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^NutriWeek plan for Asha Rao: maintain, Indian cuisine, vegetarian/);
    // The week starts on the day asked for (today by default), whichever weekday that is.
    expect(r.stdout).toMatch(/\n(MON|TUES|WEDNES|THURS|FRI|SATUR|SUN)DAY\b/);
    expect(r.stdout).toContain("SHOPPING LIST");
    // The pantry comes after the lines to buy: salt is checked for, not bought.
    const pantry = r.stdout.indexOf("CHECK YOU HAVE");
    expect(pantry).toBeGreaterThan(r.stdout.indexOf("SHOPPING LIST"));
    expect(r.stdout.indexOf("    salt — ")).toBeGreaterThan(pantry);
  }, 60_000);

  it("exits 2 with the reason on stderr when the engine refuses", () => {
    const r = cli("--profile", profile("thin", { weight_kg: 50 }), "--goal", "weight_loss");
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(
      "Weight-loss plans are not offered below a BMI of 18.5. Choose Maintain or Gain weight.",
    );
  }, 60_000);

  it("reads allergies and excluded foods from the profile file and says what the week is free from", () => {
    const file = profile("allergic", { allergies: ["wheat", "milk"], excluded_foods: ["mushrooms"] });
    const r = cli("--profile", file, "--goal", "maintain", "--json");
    expect(r.status).toBe(0);
    const plan = planDataSchema.parse(JSON.parse(r.stdout));
    expect(plan.free_from).toEqual({ allergies: ["milk", "wheat"], excluded_foods: ["mushrooms"] });
    const lines = plan.days.flatMap((d) => d.meals.flatMap((m) => m.ingredients)).join("\n");
    // Plant milks are what a milk allergy drinks instead ("unsweetened soy milk").
    expect(lines).not.toMatch(
      /parmesan|mozzarella|\bbutter\b(?! lettuce)|(?<!(soy|almond|oat|coconut|rice) )\bmilk\b|bread|mushroom/i,
    );
    const text = cli("--profile", file, "--goal", "maintain");
    expect(text.stdout).toContain("Free from: milk, gluten, mushrooms");
    const bad = cli("--profile", profile("bad-allergy", { allergies: ["gluten"] }), "--goal", "maintain");
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("Choose allergies from the list");
  }, 60_000);

  it("exits 1 with the field messages on invalid input", () => {
    const r = cli(
      "--profile",
      profile("bad", { age: 10, height_cm: 300, country_region: "martian" }),
      "--goal",
      "bulk",
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("age: Must be at least 13 years old");
    expect(r.stderr).toContain("height_cm: Invalid height");
    expect(r.stderr).toContain("goal: Please choose a goal");
    expect(cli("--goal", "maintain").status).toBe(1);
  }, 60_000);
});
