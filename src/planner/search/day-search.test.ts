import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../shared/plan-request";
import { resolveIncludes } from "../include/include-items";
import { contextForRequest } from "../library/request-context";
import { BASE_REQUEST } from "../test-support/fixtures";
import { searchDay } from "./day-search";
import { aloneSpec, EFFORT } from "./day-spec";
import { hashKey, mulberry32 } from "./prng";

// A search asked only whether a day can work stops at the first day that meets every rule; its
// answer must be the full search's answer.

function aloneOf(req: PlanRequest) {
  const set = contextForRequest(req, {});
  if (!set.ok) throw new Error(`refused before planning: ${set.refusal.code}`);
  return aloneSpec(set.ctx, resolveIncludes(set.ctx).items, 0, 1);
}

const both = (req: PlanRequest) => {
  const spec = aloneOf(req);
  const rand = () => mulberry32(hashKey(1, "day-search-test"));
  return {
    full: searchDay(spec, rand(), EFFORT.all),
    early: searchDay(spec, rand(), { ...EFFORT.all, untilFeasible: true }),
  };
};

describe("searchDay until a feasible day", () => {
  it("finds a day that works wherever the full search does", () => {
    for (const diet of ["vegan", "keto", "non_vegetarian"] as const) {
      const { full, early } = both({ ...BASE_REQUEST, diet });
      expect(full?.hard).toBe(0);
      expect(early?.hard).toBe(0);
    }
  });

  it("returns the full search's best day, rules broken included, where no day works", () => {
    // About 6,800 kcal a day: beyond what double servings of the richest recipes give.
    const giant: PlanRequest = {
      ...BASE_REQUEST,
      gender: "male",
      age: 25,
      height_cm: 230,
      weight_kg: 250,
      activity_level: "extremely_active",
      fitness_goal: "weight_gain",
      diet: "paleo",
      cuisine: "american",
    };
    const { full, early } = both(giant);
    expect(full?.hard).toBeGreaterThan(0);
    expect(early).toEqual(full);
  });

  it("finishes from a start without searching again: a polished day comes back as it was", () => {
    for (const diet of ["vegan", "non_vegetarian"] as const) {
      const spec = aloneOf({ ...BASE_REQUEST, diet });
      const { full } = both({ ...BASE_REQUEST, diet });
      if (!full) throw new Error("no day");
      const done = searchDay(spec, mulberry32(7), { iterations: 0, restarts: 1, start: full.picks });
      expect(done?.hard).toBe(0);
      expect(done?.picks).toEqual(full.picks);
    }
  });
});
