import type { RequestInfoResponse } from "@shared/admin";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** POST /api/admin/alerts/{id}/request-info: e-mails the reporter asking for more details. */
export function useRequestInfo() {
  return useMutation({
    mutationFn: (id: number) => apiJson<RequestInfoResponse>("POST", `/api/admin/alerts/${id}/request-info`),
  });
}

/**
 * The toast after Request More Info, true to what happened: the usual wording when the e-mail
 * went out; when no SMTP server is configured it was only logged, and the toast says so.
 */
export function requestInfoToast(r: RequestInfoResponse): { title: string; description: string } {
  if (r.delivery === "logged")
    return {
      title: "Request logged, not sent",
      description: `No e-mail server is configured: the request to ${r.reporterName} about case #${r.alertId} was written to the server log, not e-mailed.`,
    };
  return {
    title: "Request sent",
    description: `Requested more information about case #${r.alertId} from ${r.reporterName}`,
  };
}
