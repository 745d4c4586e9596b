import type { StaffSighting } from "@shared/sightings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertsPrefix, pendingSightingsKey } from "@/lib/query-keys";

/** POST /api/sightings/{id}/verify: the sighting becomes public and is marked on the alert map. */
export function verifySighting(token: string, id: number): Promise<StaffSighting> {
  return apiJson<StaffSighting>("POST", `/api/sightings/${id}/verify`, undefined, { bearer: token });
}

export function useVerifySighting(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => verifySighting(token, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingSightingsKey }),
        // The alert's sightings list and map markers.
        queryClient.invalidateQueries({ queryKey: alertsPrefix }),
      ]),
  });
}
