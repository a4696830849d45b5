import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EMAIL_CHANGED_PATH, type SettingsRequest } from "../../../shared/account";
import type { UserRecord } from "../../../shared/user-api";
import { apiRequest, throwIfResNotOk } from "../../lib/api-request";
import { useAuth } from "../auth/auth-context";
import { postForRefusal, type Refusal } from "../auth/password-reset-api";
import { profileKey } from "../plan/plan-queries";

// The settings page's calls (docs/product/account.md): our /api/users/settings and /api/users/export,
// and Better Auth's endpoints for password, e-mail and deletion.

/** Where the export downloads from: the server answers it as an attachment. */
export const EXPORT_URL = "/api/users/export";

/**
 * Saves settings. The answer goes into the cached user record, which every plan on show reads its
 * units from, so an open plan shows the new units at once, without a reload.
 */
export function useSaveSettings(uid: string) {
  const queryClient = useQueryClient();
  const { setUserData } = useAuth();
  return useMutation({
    mutationFn: async (body: SettingsRequest) => {
      const res = await apiRequest("PATCH", "/api/users/settings", body);
      return (await res.json()) as UserRecord;
    },
    onSuccess: (record) => {
      queryClient.setQueryData(profileKey(uid), record);
      setUserData(record);
    },
  });
}

/** Whether the account has a password (a Google-only account has none until it sets one). */
export function useHasPassword(uid: string) {
  return useQuery({
    queryKey: ["/api/auth/list-accounts", uid],
    queryFn: async () => {
      const res = await fetch("/api/auth/list-accounts", { credentials: "include" });
      await throwIfResNotOk(res);
      const accounts = (await res.json()) as { providerId: string }[];
      return accounts.some((a) => a.providerId === "credential");
    },
    enabled: Boolean(uid),
  });
}

/** Ends every other session too (the server sees to it). */
export function changePassword(currentPassword: string, newPassword: string): Promise<Refusal | null> {
  return postForRefusal("/api/auth/change-password", {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
}

/** Sends a link to the new address; the account keeps the old one until it is opened. */
export function changeEmail(newEmail: string): Promise<Refusal | null> {
  return postForRefusal("/api/auth/change-email", { newEmail, callbackURL: EMAIL_CHANGED_PATH });
}

/** Deletes the account and everything in it; the session ends with it. */
export function deleteAccount(password: string): Promise<Refusal | null> {
  return postForRefusal("/api/auth/delete-user", { password });
}
