import type { StaffAlert } from "@shared/alerts";
import type { VerifyAlertRequest } from "@shared/levels";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiJson } from "@/lib/api-client";
import { adminPrefix, alertsPrefix } from "@/lib/query-keys";

// POST /api/admin/alerts/{id}/approve (its body the level and travel mode the admin chose) and
// /deny (no body, JSON content type). A non-OK answer throws 'Failed to approve alert' /
// 'Failed to deny alert', keeping the server's message as the cause for the toast.

/** The toast descriptions of a failed approve or deny. */
export const reviewFailureText = {
  approve: (message: string) => `Failed to approve alert: ${message}`,
  deny: (message: string) => `Failed to deny alert: ${message}`,
};

export class ReviewError extends Error {
  constructor(
    readonly action: "approve" | "deny",
    readonly detail: string,
  ) {
    super(`Failed to ${action} alert`);
  }

  get toastText(): string {
    return reviewFailureText[this.action](this.detail);
  }
}

async function review(
  id: number,
  action: "approve" | "deny",
  body?: VerifyAlertRequest,
): Promise<StaffAlert> {
  try {
    return await apiJson<StaffAlert>("POST", `/api/admin/alerts/${id}/${action}`, body, {
      jsonContentType: true,
    });
  } catch (error) {
    if (error instanceof ApiError) throw new ReviewError(action, error.serverMessage ?? error.message);
    throw error;
  }
}

/** Refreshes the lists and the counters after a review. */
function useAfterReview() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: alertsPrefix }),
      queryClient.invalidateQueries({ queryKey: adminPrefix }),
    ]);
}

export function useApproveAlert() {
  const afterReview = useAfterReview();
  return useMutation({
    mutationFn: ({ id, ...choice }: { id: number } & VerifyAlertRequest) => review(id, "approve", choice),
    onSuccess: afterReview,
  });
}

export function useDenyAlert() {
  const afterReview = useAfterReview();
  return useMutation({
    mutationFn: (id: number) => review(id, "deny"),
    onSuccess: afterReview,
  });
}
