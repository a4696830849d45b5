import type { FaqCategory } from "../../../../content/faq";
import type { FreeAllowanceTexts } from "../../../../content/free-allowance";

export interface FaqMatch {
  category: FaqCategory;
  questions: { question: string; answer: string }[];
}

/**
 * A plain case-insensitive substring match on question and answer; categories with no match
 * are left out. An empty (or blank) term matches everything.
 */
export function searchFaq(categories: FaqCategory[], free: FreeAllowanceTexts, term: string): FaqMatch[] {
  const needle = term.trim().toLowerCase();
  return categories
    .map((category) => ({
      category,
      questions: category.questions
        .map((q) => ({ question: q.question, answer: q.answer(free) }))
        .filter(
          (q) =>
            !needle || q.question.toLowerCase().includes(needle) || q.answer.toLowerCase().includes(needle),
        ),
    }))
    .filter((m) => m.questions.length > 0);
}
