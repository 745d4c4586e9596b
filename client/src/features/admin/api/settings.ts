import type { SettingsResponse } from "@shared/settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { settingsKey } from "@/lib/query-keys";

/** GET /api/admin/settings: the notification settings in force. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => getJson<SettingsResponse>("/api/admin/settings", "throw", signal),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
