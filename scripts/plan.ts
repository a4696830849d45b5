import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildWeekPlan } from "../src/planner";
import { isIsoDate, localIsoDate, nextMondayAfter } from "../src/shared/plan-dates";
import { planRequestFromProfile } from "../src/shared/plan-request";
import { fitnessGoalSchema, profileInputSchema } from "../src/shared/profile";
import { planText } from "./plan-text";

// npm run plan -- --profile FILE.json --goal weight_loss [--seed N] [--start DATE] [--json]
// --start is the week's first day (docs/product/plans-over-time.md): "today" (the default), "next-monday"
// or a date written YYYY-MM-DD.
// FILE.json holds one profile in the profile input shape (country_region is the cuisine,
// food_preference the diet). Exit 0 with the plan, 2 on a refusal (reason on stderr), 1 on bad input.
// Use `npm run -s plan -- … --json` (or `node --import ./scripts/text-modules/register.mjs scripts/plan.ts … --json`) so npm's own banner does
// not precede the JSON on stdout.

const USAGE =
  "Usage: npm run plan -- --profile FILE.json --goal weight_loss|weight_gain|maintain [--seed N] [--start today|next-monday|YYYY-MM-DD] [--json]";

function fail(lines: string[], code: 1 | 2): never {
  process.stderr.write(`${lines.join("\n")}\n`);
  process.exit(code);
}

function args() {
  try {
    return parseArgs({
      options: {
        profile: { type: "string" },
        goal: { type: "string" },
        seed: { type: "string" },
        start: { type: "string", default: "today" },
        json: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    return fail([err instanceof Error ? err.message : String(err), USAGE], 1);
  }
}

function readProfile(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (err) {
    return fail([`Cannot read ${path}: ${err instanceof Error ? err.message : String(err)}`], 1);
  }
}

/** The week's first day; only the CLI reads the clock (local time), the engine is given the date. */
function startDate(option: string): string | null {
  if (option === "today") return localIsoDate();
  if (option === "next-monday") return nextMondayAfter(localIsoDate());
  return isIsoDate(option) ? option : null;
}

async function main(): Promise<void> {
  const opts = args();
  if (opts.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!opts.profile || !opts.goal) fail(["--profile and --goal are required.", USAGE], 1);

  const profile = profileInputSchema.safeParse(readProfile(opts.profile));
  const goal = fitnessGoalSchema.safeParse(opts.goal);
  const errors: string[] = [];
  if (!profile.success) {
    for (const issue of profile.error.issues)
      errors.push(`${issue.path.join(".") || "profile"}: ${issue.message}`);
  }
  if (!goal.success) errors.push(`goal: ${goal.error.issues[0]?.message ?? "Invalid goal"} (${opts.goal})`);
  const seed = opts.seed === undefined ? 1 : Number(opts.seed);
  if (!Number.isInteger(seed)) errors.push(`seed: must be a whole number (${opts.seed})`);
  const weekStart = startDate(opts.start);
  if (!weekStart) errors.push(`start: use today, next-monday or a date written YYYY-MM-DD (${opts.start})`);
  const request =
    profile.success && goal.success
      ? planRequestFromProfile(profile.data, { fitness_goal: goal.data })
      : null;
  if (request && !request.success) {
    for (const issue of request.error.issues) {
      // The request calls the profile's country_region "cuisine": name the field the file has.
      const field = issue.path[0] === "cuisine" ? "country_region" : issue.path.join(".");
      errors.push(`${field}: ${issue.message}`);
    }
  }
  if (errors.length > 0 || !profile.success || !request?.success || !weekStart) return fail(errors, 1);

  const p = profile.data;
  const result = await buildWeekPlan(request.data, { seed, weekStart });
  if (!result.ok) {
    const r = result.refusal;
    return fail(
      [`No plan (${r.code}): ${r.message}`, `Blocking rule: ${r.rule}`, `What to change: ${r.suggestion}`],
      2,
    );
  }
  process.stdout.write(
    opts.json ? `${JSON.stringify(result.plan, null, 2)}\n` : planText(result.plan, p.name),
  );
}

await main();
