import { describe, expect, it } from "vitest";
import type { PlanMeal } from "../../../shared/plan-data";
import { substituteLines } from "./substitutes";

const meal = (substitutes?: PlanMeal["substitutes"]) => ({ substitutes }) as PlanMeal;

describe("substituteLines", () => {
  it("reads each swap as a sentence that starts with a capital", () => {
    expect(substituteLines([meal([{ from: "peanut oil", to: "sunflower oil" }])])).toEqual([
      "Sunflower oil instead of peanut oil",
    ]);
  });
  it("says a swap repeated in the items served with the meal once, and nothing without swaps", () => {
    const oat = { from: "whole milk", to: "oat milk" };
    expect(substituteLines([meal([oat]), meal([oat]), meal()])).toEqual(["Oat milk instead of whole milk"]);
    expect(substituteLines([meal(), meal([])])).toEqual([]);
  });
});
