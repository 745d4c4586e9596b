import type { ResetPasswordResponse } from "@shared/admin";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** POST /api/admin/staff/{id}/password: a new password, shown once. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (id: number) => apiJson<ResetPasswordResponse>("POST", `/api/admin/staff/${id}/password`),
  });
}
