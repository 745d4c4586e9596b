import type { UpdateStaffRequest } from "@shared/admin";
import type { StaffUser } from "@shared/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { staffQueryOptions } from "./staff";

/** PATCH /api/admin/staff/{id}: role and e-mail. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateStaffRequest & { id: number }) =>
      apiJson<StaffUser>("PATCH", `/api/admin/staff/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
  });
}
