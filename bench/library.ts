import { DEFAULT_LIBRARY, warmUp } from "../src/planner/index";
import { CUISINES, type Cuisine } from "../src/shared/domain";
import { numberOption, optionOf } from "./args";
import { reportDepth, reportRecipes } from "./library-eligible";
import { reportOwnShare } from "./library-own-share";
import { type Planned, reportCoverage, reportHighTargets } from "./library-plans";

// npm run report:library [-- --cuisine indian[,mexican]] [--quick] [--per 2] [--seed 11] [--seeds 2] [--list]
//
// What the recipe library gives each cuisine × diet, for recipe writers: the recipes a request may use
// (the engine's own eligibility), the own-cuisine share of planned weeks on a realistic set, at the
// highest targets and for everyday adults of every goal, and the recipes no request can use or no plan
// used. It lives in bench/ rather than scripts/ because it plans weeks from the benches' realistic set
// (bench/realistic-set.ts) and its figures are recorded with theirs in bench/README.md.
// --quick plans about a quarter of the weeks: one realistic person per cuisine × diet × condition group
// (goals in turn), one seed at the highest targets and one everyday adult;
// --list names the recipes counted in the last section.

const cuisines = (optionOf("cuisine")?.split(",") ?? [...CUISINES]) as Cuisine[];
const unknown = cuisines.filter((c) => !(CUISINES as readonly string[]).includes(c));
if (unknown.length > 0) {
  console.error(`report:library: unknown cuisine ${unknown.join(", ")}; one of ${CUISINES.join(", ")}`);
  process.exit(2);
}
const quick = process.argv.includes("--quick");
const PER = numberOption("per", quick ? 1 : 2);
const SEED = numberOption("seed", 11);
const SEEDS = numberOption("seeds", quick ? 1 : 2);
const EVERYDAY_PEOPLE = quick ? 1 : 2;

const t0 = performance.now();
const section = (title: string) => {
  console.log(`\n${title} (at ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
};
const recipes = DEFAULT_LIBRARY.recipes.filter((r) => !r.includeItem).length;
console.log(
  `Library report: ${recipes} recipes, ${DEFAULT_LIBRARY.foods.length} foods; cuisines ${cuisines.join(", ")}${quick ? " (quick)" : ""}`,
);

section("1. Depth: each cuisine's own recipes a request may use, per meal type (engine eligibility)");
const everEligible = reportDepth(cuisines);

// As a planning thread does when it starts; the plans below are the same with or without it.
await warmUp();
const planned: Planned = { ids: new Set(), plans: 0 };
section("2. Own-cuisine share of planned weeks, realistic people (bench/realistic-set.ts)");
await reportOwnShare(cuisines, { per: PER, seed: SEED, everyGoal: !quick }, planned);
section("3. Highest targets: own-cuisine share and refusals for an athlete gaining weight");
await reportHighTargets(cuisines, SEEDS, planned);
section("4. Coverage: everyday adults of every goal, lowest own-cuisine share per cuisine × diet");
await reportCoverage(cuisines, EVERYDAY_PEOPLE, planned);
section("5. Recipe coverage: recipes never eligible, never planned, and numbers to look at again");
reportRecipes(cuisines, everEligible, planned, process.argv.includes("--list"));
console.log(`\n${planned.plans} plans; ${((performance.now() - t0) / 1000).toFixed(1)} s in all.`);
