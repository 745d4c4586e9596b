import type { DrillSummary, DrillsResponse } from "@shared/drills";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, getJson } from "@/lib/api-client";
import { adminPrefix, alertsPrefix, drillsKey } from "@/lib/query-keys";

// Admin → Drills: GET /api/admin/drills, and POST to start a drill, send its test Update or end it.

/** While a drill's messages go out, its reach is read again this often. */
const RUNNING_DRILL_REFRESH_MS = 5_000;

export const drillsQueryOptions = () =>
  queryOptions({
    queryKey: drillsKey,
    queryFn: ({ signal }) => getJson<DrillsResponse>("/api/admin/drills", "throw", signal),
    refetchInterval: (query) =>
      query.state.data?.drills.some((d) => d.endedAt === null) ? RUNNING_DRILL_REFRESH_MS : false,
  });

export function useDrills() {
  return useQuery(drillsQueryOptions());
}

export type DrillAction = { kind: "start" } | { kind: "update" | "end"; id: number };

const pathOf = (action: DrillAction) =>
  action.kind === "start" ? "/api/admin/drills" : `/api/admin/drills/${action.id}/${action.kind}`;

export function useDrillAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DrillAction) =>
      apiJson<DrillSummary>("POST", pathOf(action), undefined, { jsonContentType: true }),
    // The drills, the counters and the admin's reports list (a drill is an alert there).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPrefix }),
        queryClient.invalidateQueries({ queryKey: alertsPrefix }),
      ]),
  });
}
