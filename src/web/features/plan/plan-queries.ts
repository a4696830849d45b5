import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  GeneratePlanRequest,
  MealPlanPage,
  MealPlanRecord,
  MealPlanSummary,
} from "../../../shared/meal-plan-api";
import type { PlanShare, ShoppingTicks } from "../../../shared/plan-share-api";
import type { SwapOptionsResponse } from "../../../shared/plan-swap";
import type { UserRecord } from "../../../shared/user-api";
import { apiRequest, throwIfResNotOk } from "../../lib/api-request";

// Spec §7: the plan list and the profile are cached per user (the key carries the uid); the URLs do not.
// The list holds summaries (issue 13); the plan on show is fetched in full under the list's key, so
// invalidating the list refreshes it too.

export const plansKey = (uid: string) => ["/api/meal-plans", uid] as const;
const planKey = (uid: string, id: string) => [...plansKey(uid), id] as const;
export const profileKey = (uid: string) => ["/api/users", uid] as const;

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: "include" });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** The newest plans, enough to find the one to show; the dashboard has no use for older pages. */
export function usePlans(uid: string | undefined) {
  return useQuery({
    queryKey: plansKey(uid ?? ""),
    queryFn: async () => (await getJson<MealPlanPage>("/api/meal-plans?limit=20")).plans,
    enabled: Boolean(uid),
  });
}

/** One plan in full. */
export function usePlan(uid: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: planKey(uid ?? "", id ?? ""),
    queryFn: () => getJson<MealPlanRecord>(`/api/meal-plans/${id}`),
    enabled: Boolean(uid && id),
  });
}

export function useProfile(uid: string | undefined, fallback: UserRecord | null) {
  return useQuery({
    queryKey: profileKey(uid ?? ""),
    queryFn: async () => {
      const res = await fetch("/api/users", { credentials: "include" });
      // No record yet: the stored user data stands in (spec §7).
      if (res.status === 404) return fallback;
      await throwIfResNotOk(res);
      return (await res.json()) as UserRecord;
    },
    enabled: Boolean(uid),
  });
}

export function useGeneratePlan(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GeneratePlanRequest) => {
      const res = await apiRequest("POST", "/api/meal-plans/generate", body);
      return (await res.json()) as MealPlanRecord;
    },
    onSuccess: (record) => {
      // The new plan is on hand already: only the list needs fetching again.
      queryClient.setQueryData(planKey(uid, record.id), record);
      return queryClient.invalidateQueries({ queryKey: plansKey(uid), exact: true });
    },
  });
}

/** Spec §4: the first active plan, otherwise the first in the list. */
export function currentPlan(plans: readonly MealPlanSummary[] | undefined): MealPlanSummary | undefined {
  return plans?.find((p) => p.is_active) ?? plans?.[0];
}

// Changes to a stored plan (decisions D16, D17) and its shopping ticks.

/** Puts a changed plan record in the cache, so every view of it follows at once. */
export function useReplacePlan(uid: string) {
  const queryClient = useQueryClient();
  return (record: MealPlanRecord) => queryClient.setQueryData(planKey(uid, record.id), record);
}

export function useSwapOptions(planId: string, day: number, meal: number, enabled: boolean) {
  return useQuery({
    queryKey: ["swap-options", planId, day, meal],
    queryFn: () =>
      getJson<SwapOptionsResponse>(`/api/meal-plans/${planId}/days/${day}/meals/${meal}/alternatives`),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useSwapMeal(uid: string, planId: string) {
  const replace = useReplacePlan(uid);
  return useMutation({
    mutationFn: async (v: { day: number; meal: number; recipe_id: string }) => {
      const res = await apiRequest("POST", `/api/meal-plans/${planId}/days/${v.day}/meals/${v.meal}/swap`, {
        recipe_id: v.recipe_id,
      });
      return (await res.json()) as MealPlanRecord;
    },
    onSuccess: replace,
  });
}

const ticksKey = (planId: string) => ["shopping-ticks", planId] as const;

export function useShoppingTicks(planId: string) {
  return useQuery({
    queryKey: ticksKey(planId),
    queryFn: () => getJson<ShoppingTicks>(`/api/meal-plans/${planId}/shopping-ticks`),
    // Another device may have ticked something: look again when the user comes back to this tab.
    refetchOnWindowFocus: true,
  });
}

export function useSetTick(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { item: string; ticked: boolean }) => {
      const res = await apiRequest("PUT", `/api/meal-plans/${planId}/shopping-ticks`, v);
      return (await res.json()) as ShoppingTicks;
    },
    onMutate: (v) => {
      // Ticks show at once; the server's answer then replaces the guess.
      queryClient.setQueryData<ShoppingTicks>(ticksKey(planId), (old) => {
        const items = new Set(old?.items ?? []);
        if (v.ticked) items.add(v.item);
        else items.delete(v.item);
        return { items: [...items] };
      });
    },
    onSuccess: (data) => queryClient.setQueryData(ticksKey(planId), data),
    onError: () => queryClient.invalidateQueries({ queryKey: ticksKey(planId) }),
  });
}

const shareKey = (planId: string) => ["plan-share", planId] as const;

export function usePlanShare(planId: string) {
  return useQuery({
    queryKey: shareKey(planId),
    queryFn: () => getJson<PlanShare | null>(`/api/meal-plans/${planId}/share`),
  });
}

export function useSharePlan(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { include_profile: boolean }) => {
      const res = await apiRequest("PUT", `/api/meal-plans/${planId}/share`, body);
      return (await res.json()) as PlanShare;
    },
    onSuccess: (share) => queryClient.setQueryData(shareKey(planId), share),
  });
}

export function useStopSharing(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", `/api/meal-plans/${planId}/share`),
    onSuccess: () => queryClient.setQueryData(shareKey(planId), null),
  });
}
