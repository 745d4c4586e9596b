import type { CreateSightingInput, CreateSightingResult } from "@shared/sightings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertSightingsKey, alertsPrefix } from "./query-keys";

/** POST /api/sightings: a sighting, pending until a moderator verifies it. */
export function createSighting(input: CreateSightingInput): Promise<CreateSightingResult> {
  return apiJson<CreateSightingResult>("POST", "/api/sightings", input);
}

/** On success the alert's sightings and the alerts caches are refreshed (spec section 7). */
export function useCreateSighting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSighting,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: alertSightingsKey(result.alertId) });
      await queryClient.invalidateQueries({ queryKey: alertsPrefix });
    },
  });
}
