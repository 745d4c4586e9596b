import type { CreateSightingInput, CreateSightingResult } from "@shared/sightings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

// POST /api/sightings from the home page dialog. On success the alert's sightings and the
// alerts caches refresh (spec section 7): every query whose key starts with an alerts or
// sightings path.
export function reportSighting(input: CreateSightingInput): Promise<CreateSightingResult> {
  return apiJson<CreateSightingResult>("POST", "/api/sightings", input);
}

export function useReportSighting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportSighting,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const first = query.queryKey[0];
          return (
            typeof first === "string" &&
            (first.startsWith("/api/alerts") || first.startsWith("/api/sightings"))
          );
        },
      }),
  });
}
