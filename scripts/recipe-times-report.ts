import { DEFAULT_LIBRARY, timeProblems } from "../src/planner/index";

// npm run recipes:times -- [cuisine]: every recipe whose minutes disagree with its own steps (the
// check src/planner/library/recipe-times.test.ts holds the library to), for the recipe writers.

const cuisine = process.argv.slice(2).find((a) => a !== "--");
let count = 0;
for (const r of DEFAULT_LIBRARY.recipes) {
  if (cuisine && r.cuisine !== cuisine) continue;
  const problems = timeProblems(r);
  if (problems.length === 0) continue;
  count++;
  console.log(
    `${r.id} (hands-on ${r.handsOnMin}, total ${r.totalMin}${r.ahead ? `, ahead "${r.ahead}"` : ""})`,
  );
  for (const p of problems) console.log(`  - ${p}`);
}
console.log(`${count} recipe(s) with a problem${cuisine ? ` in ${cuisine}` : ""}`);
process.exitCode = count === 0 ? 0 : 1;
