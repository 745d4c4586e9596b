import type { StaffSighting } from "@shared/sightings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { moderatorRequest } from "./moderator-request";
import { alertsPrefix, pendingSightingsKey } from "./query-keys";

/** POST /api/sightings/{id}/verify: the sighting becomes public and is marked on the alert map. */
export async function verifySighting(token: string, id: number): Promise<StaffSighting> {
  const res = await moderatorRequest(token, "POST", `/api/sightings/${id}/verify`);
  return (await res.json()) as StaffSighting;
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
