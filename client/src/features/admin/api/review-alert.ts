import type { StaffAlert } from "@shared/alerts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiJson } from "@/lib/api-client";
import { adminPrefix, alertsPrefix } from "@/lib/query-keys";

// POST /api/admin/alerts/{id}/approve and /deny (spec section 7: no body, JSON content type).
// A non-OK answer throws 'Failed to approve alert' / 'Failed to deny alert' (spec section 8),
// keeping the server's message as the cause for the toast.

/** The toast descriptions of spec section 8. */
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

async function review(id: number, action: "approve" | "deny"): Promise<StaffAlert> {
  try {
    return await apiJson<StaffAlert>("POST", `/api/admin/alerts/${id}/${action}`, undefined, {
      jsonContentType: true,
    });
  } catch (error) {
    if (error instanceof ApiError) throw new ReviewError(action, error.serverMessage ?? error.message);
    throw error;
  }
}

function useReview(action: "approve" | "deny") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => review(id, action),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: alertsPrefix }),
        queryClient.invalidateQueries({ queryKey: adminPrefix }),
      ]);
    },
  });
}

export const useApproveAlert = () => useReview("approve");
export const useDenyAlert = () => useReview("deny");
