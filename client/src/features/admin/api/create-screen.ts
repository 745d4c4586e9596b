import type { CreateScreenRequest, CreateScreenResponse } from "@shared/screens";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { screensQueryOptions } from "./screens";

/** POST /api/admin/screens: the new screen's link comes back once. */
export function useCreateScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateScreenRequest) =>
      apiJson<CreateScreenResponse>("POST", "/api/admin/screens", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensQueryOptions().queryKey }),
  });
}
