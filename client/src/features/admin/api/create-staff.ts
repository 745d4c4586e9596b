import type { CreateStaffRequest, CreateStaffResponse } from "@shared/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { staffQueryOptions } from "./staff";

/** POST /api/admin/staff: the first password comes back once. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffRequest) => apiJson<CreateStaffResponse>("POST", "/api/admin/staff", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
  });
}
