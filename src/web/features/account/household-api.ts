import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HouseholdMember, HouseholdMembersPage, MemberRequest } from "../../../shared/household";
import { apiRequest, apiSend, throwIfResNotOk } from "../../lib/api-request";

// The household's calls (docs/product/household.md): the settings section and the generate choice
// read the same cached list, so a member added in settings is offered at once when making a plan.

export const householdKey = (uid: string) => ["/api/household/members", uid] as const;

export function useHouseholdMembers(uid: string) {
  return useQuery({
    queryKey: householdKey(uid),
    queryFn: async () => {
      const res = await fetch("/api/household/members", { credentials: "include" });
      await throwIfResNotOk(res);
      return (await res.json()) as HouseholdMembersPage;
    },
    enabled: Boolean(uid),
  });
}

/** Adds a member (no id) or replaces one's fields; the list is fetched again after. */
export function useSaveMember(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: MemberRequest }) => {
      const res = await apiRequest(
        id ? "PUT" : "POST",
        id ? `/api/household/members/${encodeURIComponent(id)}` : "/api/household/members",
        body,
      );
      return (await res.json()) as HouseholdMember;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKey(uid) }),
  });
}

export function useRemoveMember(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend("DELETE", `/api/household/members/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKey(uid) }),
  });
}
