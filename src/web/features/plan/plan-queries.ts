import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GeneratePlanRequest, MealPlanRecord } from "../../../shared/meal-plan-api";
import type { UserRecord } from "../../../shared/user-api";
import { apiRequest, throwIfResNotOk } from "../../lib/api-request";

// Spec §7: the plan list and the profile are cached per user (the key carries the uid); the URLs do not.

export const plansKey = (uid: string) => ["/api/meal-plans", uid] as const;
export const profileKey = (uid: string) => ["/api/users", uid] as const;

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: "include" });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export function usePlans(uid: string | undefined) {
  return useQuery({
    queryKey: plansKey(uid ?? ""),
    queryFn: () => getJson<MealPlanRecord[]>("/api/meal-plans"),
    enabled: Boolean(uid),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansKey(uid) }),
  });
}

/** Spec §4: the first active plan, otherwise the first in the list. */
export function currentPlan(plans: readonly MealPlanRecord[] | undefined): MealPlanRecord | undefined {
  return plans?.find((p) => p.is_active) ?? plans?.[0];
}
