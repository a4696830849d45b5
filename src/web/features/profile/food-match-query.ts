import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { FoodMatch } from "../../../shared/food-match-api";
import { LIST_LIMITS } from "../../../shared/profile";
import { throwIfResNotOk } from "../../lib/api-request";

// What a typed "foods I don't eat" entry leaves out, asked of the server as the person types. The
// answer depends on the text alone, so it is cached by text for the page's lifetime.

/** The value once it has stopped changing for `ms`: one request per pause, not one per key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export const foodMatchKey = (text: string) => ["food-match", text.toLowerCase()] as const;

export function useFoodMatch(typed: string) {
  const text = useDebounced(typed.trim().replace(/\s+/g, " "), 300);
  const query = useQuery({
    queryKey: foodMatchKey(text),
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/foods/match?q=${encodeURIComponent(text)}`, { signal });
      await throwIfResNotOk(res);
      return (await res.json()) as FoodMatch;
    },
    enabled: text.length > 0 && text.length <= LIST_LIMITS.itemLength,
  });
  // An answer for older text is not shown beside newer text.
  const current = typed.trim().replace(/\s+/g, " ").toLowerCase() === text.toLowerCase();
  return {
    text,
    match: current ? query.data : undefined,
    pending: !current || query.isFetching,
    error: query.error,
  };
}
