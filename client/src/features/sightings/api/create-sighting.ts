import type { CreateSightingInput, CreateSightingResult } from "@shared/sightings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertsPrefix } from "@/lib/query-keys";

/** POST /api/sightings: a sighting, pending until a moderator verifies it. */
export function createSighting(input: CreateSightingInput): Promise<CreateSightingResult> {
  return apiJson<CreateSightingResult>("POST", "/api/sightings", input);
}

/**
 * On success the alert's sightings and the alerts caches are refreshed (spec section 7): the
 * sightings are cached under their alert, so the alerts prefix covers both.
 */
export function useCreateSighting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSighting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsPrefix }),
  });
}
