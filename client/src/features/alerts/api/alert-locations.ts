import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { alertLocationsKey } from "./query-keys";

/** GET /api/alerts/locations: the location filter's options (first segment of each last location). */
export function useAlertLocations() {
  return useQuery({
    queryKey: alertLocationsKey,
    queryFn: ({ signal }) => getJson<string[]>("/api/alerts/locations", "throw", signal) as Promise<string[]>,
  });
}
