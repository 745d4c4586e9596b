import type { UnlockResponse } from "@shared/staff";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** POST /api/moderation/unlock: a personal access code in, a short-lived bearer token out. */
export function unlock(code: string): Promise<UnlockResponse> {
  return apiJson<UnlockResponse>("POST", "/api/moderation/unlock", { code });
}

export function useUnlock() {
  return useMutation({ mutationFn: unlock });
}
