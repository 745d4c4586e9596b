import type { RequestInfoResponse } from "@shared/admin";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** POST /api/admin/alerts/{id}/request-info: e-mails the reporter asking for more details. */
export function useRequestInfo() {
  return useMutation({
    mutationFn: (id: number) => apiJson<RequestInfoResponse>("POST", `/api/admin/alerts/${id}/request-info`),
  });
}
