import type { SettingsResponse } from "@shared/settings";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { settingsKey } from "./query-keys";

/** GET /api/admin/settings: the notification settings in force. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      (await getJson<SettingsResponse>("/api/admin/settings", "throw", signal)) as SettingsResponse,
  });
}
