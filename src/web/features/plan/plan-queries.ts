import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type GeneratePlanRequest,
  type MealPlanPage,
  type MealPlanRecord,
  type MealPlanSummary,
  PLAN_PAGE,
} from "../../../shared/meal-plan-api";
import type { PlanShare, ShoppingTicks } from "../../../shared/plan-share-api";
import type { SwapMealResponse, SwapOptionsResponse } from "../../../shared/plan-swap";
import type { UserRecord } from "../../../shared/user-api";
import { apiRequest, apiSend, throwIfResNotOk } from "../../lib/api-request";

// The plan list and the profile are cached per user (the key carries the uid); the URLs do not.
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

/**
 * Every plan the person keeps, newest first, in one page: the server keeps at most PLAN_PAGE.maxLimit
 * (its retention), and the dashboard lists them all (docs/product/plans-over-time.md).
 */
export function usePlans(uid: string | undefined) {
  return useQuery({
    queryKey: plansKey(uid ?? ""),
    queryFn: async () => (await getJson<MealPlanPage>(`/api/meal-plans?limit=${PLAN_PAGE.maxLimit}`)).plans,
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
      // No record yet: the stored user data stands in.
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
      // The new plan is on hand already, and first and active in the list until the server's list
      // comes back, so the dashboard shows it at once (never the plan before it for a moment).
      queryClient.setQueryData(planKey(uid, record.id), record);
      queryClient.setQueryData<MealPlanSummary[]>(plansKey(uid), (old) => [
        summaryOf(record),
        ...(old ?? []).map((p) => ({ ...p, is_active: false })),
      ]);
      return queryClient.invalidateQueries({ queryKey: plansKey(uid), exact: true });
    },
  });
}

/** The first active plan, otherwise the first in the list (docs/product/plans-over-time.md). */
export function currentPlan(plans: readonly MealPlanSummary[] | undefined): MealPlanSummary | undefined {
  return plans?.find((p) => p.is_active) ?? plans?.[0];
}

/** Makes a plan the active one; the list is fetched again to show which is. */
export function useActivatePlan(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await apiRequest("PUT", `/api/meal-plans/${id}/active`);
      return (await res.json()) as MealPlanRecord;
    },
    onSuccess: (record) => {
      queryClient.setQueryData(planKey(uid, record.id), record);
      queryClient.setQueryData<MealPlanSummary[]>(plansKey(uid), (old) =>
        old?.map((p) => ({ ...p, is_active: p.id === record.id })),
      );
      return queryClient.invalidateQueries({ queryKey: plansKey(uid), exact: true });
    },
  });
}

/** A stored plan as the list shows it. */
const summaryOf = (r: MealPlanRecord): MealPlanSummary => ({
  id: r.id,
  is_active: r.is_active,
  created_at: r.created_at,
  week_start: r.plan_data.week_start,
  fitness_goal: r.plan_data.goals.fitness_goal,
  cuisine: r.plan_data.goals.cuisine,
  total_daily_calories: r.plan_data.total_daily_calories,
});

/** Deletes a plan (its share link and ticks go with it on the server) and forgets it here. */
export function useDeletePlan(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend("DELETE", `/api/meal-plans/${id}`),
    onSuccess: (_done, id) => {
      queryClient.setQueryData<MealPlanSummary[]>(plansKey(uid), (old) => old?.filter((p) => p.id !== id));
      queryClient.removeQueries({ queryKey: planKey(uid, id), exact: true });
      return queryClient.invalidateQueries({ queryKey: plansKey(uid), exact: true });
    },
  });
}

// Changes to a stored plan (docs/product/plan-changes.md, docs/product/sharing.md) and its shopping ticks.

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
      return (await res.json()) as SwapMealResponse;
    },
    // The cache holds the plan record; what was resized is for the message, not the plan.
    onSuccess: ({ resized: _, ...record }) => replace(record),
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
