import { activeAlertsPath, alertPath } from "@shared/alert-paths";
import type { AlertSummary, PublicAlertView } from "@shared/alerts";
import type {
  ConfirmSafeRequestResult,
  CreateSafeRequestInput,
  CreateSafeRequestResult,
  SafeRequestList,
  SafeRequestStatus,
  StaffSafeRequest,
} from "@shared/safe-requests";
import { isVerifyCode, normaliseVerifyCode, type VerifyAnswer, verifyCodePath } from "@shared/verify";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, getJson, type RequestOptions } from "@/lib/api-client";
import { alertKey, alertsPrefix, safeChoiceKey, safeRequestsKey, safeRequestsPrefix } from "@/lib/query-keys";

/** An appeal the person may say is about them: one of the current public appeals. */
export interface AppealChoice {
  id: number;
  name: string;
  age: number;
  lastLocation: string;
}

const choiceOf = (a: Pick<AlertSummary, "id" | "name" | "age" | "lastLocation">): AppealChoice => ({
  id: a.id,
  name: a.name,
  age: a.age,
  lastLocation: a.lastLocation,
});

/**
 * Current appeals matching a name, or the one a verify code names ("Is this alert real?"): only
 * what the public pages already show, so choosing here tells nobody anything new.
 */
export function useAppealChoices(text: string) {
  const typed = text.trim();
  return useQuery({
    queryKey: safeChoiceKey(typed),
    enabled: typed.length >= 2,
    queryFn: async ({ signal }): Promise<AppealChoice[]> => {
      const byName = await getJson<AlertSummary[]>(
        activeAlertsPath({ search: typed, limit: 10 }),
        "throw",
        signal,
      );
      const choices = byName.map(choiceOf);
      const code = normaliseVerifyCode(typed);
      if (isVerifyCode(code)) {
        const answer = await getJson<VerifyAnswer>(verifyCodePath(code), "throw", signal);
        if (answer.current && !choices.some((c) => c.id === answer.alertId)) {
          const alert = await getJson<PublicAlertView>(alertPath(answer.alertId), "throw", signal);
          if (!("redacted" in alert)) choices.unshift(choiceOf(alert));
        }
      }
      return choices;
    },
  });
}

/** The appeal the page was opened for (from its alert page): null unless it is a current appeal. */
export function useAppeal(id: number | null) {
  return useQuery({
    queryKey: alertKey(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => getJson<PublicAlertView>(alertPath(id ?? 0), "throw", signal),
    select: (alert): AppealChoice | null => ("redacted" in alert || !alert.isActive ? null : choiceOf(alert)),
  });
}

/** POST /api/safe-requests: the same answer whatever the alert. */
export function useFileSafeRequest() {
  return useMutation({
    mutationFn: (input: CreateSafeRequestInput) =>
      apiJson<CreateSafeRequestResult>("POST", "/api/safe-requests", input),
  });
}

/** A moderator's dashboard sends its unlock token (bearer), an admin's pages the session cookie. */
const staffOptions = (token: string | undefined, signal?: AbortSignal): RequestOptions => ({
  ...(token ? { bearer: token } : {}),
  ...(signal ? { signal } : {}),
});

/** GET /api/safe-requests?status=...: the queue, with the pending count for the badge. */
export function useSafeRequests(status: SafeRequestStatus, token?: string) {
  return useQuery({
    queryKey: safeRequestsKey(status),
    queryFn: ({ signal }) =>
      apiJson<SafeRequestList>(
        "GET",
        `/api/safe-requests?status=${status}`,
        undefined,
        staffOptions(token, signal),
      ),
  });
}

export type SafeRequestAction =
  | { kind: "confirm"; id: number; note: string }
  | { kind: "dismiss"; id: number };

/** Confirm (closes the case) or dismiss: the queue and every alert view are refreshed. */
export function useSafeRequestAction(token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SafeRequestAction) =>
      apiJson<ConfirmSafeRequestResult | StaffSafeRequest>(
        "POST",
        `/api/safe-requests/${action.id}/${action.kind}`,
        action.kind === "confirm" ? { note: action.note.trim() || null } : undefined,
        staffOptions(token),
      ),
    onSuccess: (_result, action) => {
      void queryClient.invalidateQueries({ queryKey: safeRequestsPrefix });
      if (action.kind === "confirm") void queryClient.invalidateQueries({ queryKey: alertsPrefix });
    },
  });
}
