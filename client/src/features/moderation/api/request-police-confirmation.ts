import type { PoliceLinkSent } from "@shared/intake";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/**
 * POST /api/alerts/{id}/police-confirmation/request: e-mails a new single-use confirmation link
 * for the case to the police address the admin configured.
 */
export function requestPoliceConfirmation(token: string, id: number): Promise<PoliceLinkSent> {
  return apiJson<PoliceLinkSent>("POST", `/api/alerts/${id}/police-confirmation/request`, undefined, {
    bearer: token,
  });
}

export function useRequestPoliceConfirmation(token: string) {
  return useMutation({ mutationFn: (id: number) => requestPoliceConfirmation(token, id) });
}
