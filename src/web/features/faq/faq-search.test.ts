import { describe, expect, it } from "vitest";
import { FAQ_CATEGORIES } from "../../../../content/faq";
import { freeAllowanceTexts } from "../../../../content/free-allowance";
import { searchFaq } from "./faq-search";

const free = freeAllowanceTexts(3);
const total = FAQ_CATEGORIES.reduce((n, c) => n + c.questions.length, 0);

describe("FAQ search", () => {
  it("shows every category and question for an empty or blank term", () => {
    for (const term of ["", "   "]) {
      const result = searchFaq(FAQ_CATEGORIES, free, term);
      expect(result.map((m) => m.category.category)).toEqual(FAQ_CATEGORIES.map((c) => c.category));
      expect(result.reduce((n, m) => n + m.questions.length, 0)).toBe(total);
    }
  });

  it("matches answers as well as questions, ignoring case, and hides categories with no match", () => {
    // "Mifflin" appears only in an answer.
    const result = searchFaq(FAQ_CATEGORIES, free, "mIFFLIN");
    expect(result.map((m) => m.category.category)).toEqual(["Meal Plans & Nutrition"]);
    expect(result[0]?.questions.map((q) => q.question)).toEqual([
      "How is my daily calorie target worked out?",
    ]);
  });

  it("searches the free-plan answers with the allowance the server has", () => {
    expect(searchFaq(FAQ_CATEGORIES, free, "3 meal plans per calendar month").length).toBeGreaterThan(0);
    expect(searchFaq(FAQ_CATEGORIES, freeAllowanceTexts(null), "3 meal plans per calendar month")).toEqual(
      [],
    );
  });

  it("finds nothing for a term in no question or answer", () => {
    expect(searchFaq(FAQ_CATEGORIES, free, "zebra crossing")).toEqual([]);
  });
});
