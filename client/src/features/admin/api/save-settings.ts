import type { SettingsResponse, UpdateSettingsRequest } from "@shared/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { settingsQueryOptions } from "./settings";

/** PUT /api/admin/settings: saved on the server and used by the next distribution. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsRequest) =>
      apiJson<SettingsResponse>("PUT", "/api/admin/settings", body),
    onSuccess: (data) => queryClient.setQueryData(settingsQueryOptions().queryKey, data),
  });
}
