import type { CreateSightingInput, CreateSightingResult } from "@shared/sightings";
import { outbox, type SubmitResult } from "@/lib/offline-outbox";
import { useOutboxSubmission } from "@/lib/outbox-submission";

/**
 * POST /api/sightings: a sighting, pending until a moderator verifies it. Without a connection it
 * is kept on the phone and sent when the connection returns ("queued"); a refusal still throws.
 */
export function createSighting(input: CreateSightingInput): Promise<SubmitResult<CreateSightingResult>> {
  return outbox.submit<CreateSightingResult>({
    kind: "sighting",
    url: "/api/sightings",
    body: input,
    summary: `Your sighting at ${input.location}`,
  });
}

/**
 * On success the alert's sightings and the alerts caches are refreshed: the
 * sightings are cached under their alert, so the alerts prefix covers both. A queued sighting
 * changes nothing yet (the layout refreshes them once the outbox has sent it).
 */
export function useCreateSighting() {
  return useOutboxSubmission(createSighting);
}
