import type {
  CreateProblemReportInput,
  CreateProblemReportResult,
  ProblemReportList,
  StaffProblemReport,
} from "@shared/problem-reports";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertsPrefix, problemReportsKey, problemReportsPrefix } from "@/lib/query-keys";

/** POST /api/alerts/{id}/problem-reports: anyone, about a public alert. */
export function fileProblemReport(alertId: number, input: CreateProblemReportInput) {
  return apiJson<CreateProblemReportResult>("POST", `/api/alerts/${alertId}/problem-reports`, input);
}

export function useFileProblemReport(alertId: number) {
  return useMutation({ mutationFn: (input: CreateProblemReportInput) => fileProblemReport(alertId, input) });
}

/**
 * The staff calls: a moderator's dashboard sends its unlock token (bearer), an admin's pages
 * the session cookie (no token).
 */
const staffOptions = (token: string | undefined, signal?: AbortSignal) => ({
  ...(token ? { bearer: token } : {}),
  ...(signal ? { signal } : {}),
});

/** GET /api/problem-reports?status=...: the queue, with the open count for the badge. */
export function useProblemReports(status: "open" | "closed", token?: string) {
  return useQuery({
    queryKey: problemReportsKey(status),
    queryFn: ({ signal }) =>
      apiJson<ProblemReportList>(
        "GET",
        `/api/problem-reports?status=${status}`,
        undefined,
        staffOptions(token, signal),
      ),
  });
}

export type ProblemReportAction =
  | { kind: "take-down"; id: number }
  | { kind: "answer"; id: number; answer: string }
  | { kind: "close"; id: number };

/** Take the alert down, answer, or close: the queue and every alert view are refreshed. */
export function useProblemReportAction(token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ProblemReportAction) =>
      apiJson<StaffProblemReport>(
        "POST",
        `/api/problem-reports/${action.id}/${action.kind}`,
        action.kind === "answer" ? { answer: action.answer } : undefined,
        staffOptions(token),
      ),
    onSuccess: (_result, action) => {
      void queryClient.invalidateQueries({ queryKey: problemReportsPrefix });
      if (action.kind === "take-down") void queryClient.invalidateQueries({ queryKey: alertsPrefix });
    },
  });
}
