import type { CreateAlertInput, CreateAlertResult } from "@shared/alerts";
import { outbox, type SubmitResult } from "@/lib/offline-outbox";
import { useOutboxSubmission } from "@/lib/outbox-submission";

/**
 * POST /api/alerts: a new missing-person report (stored pending until a moderator verifies it).
 * Without a connection it is kept on the phone, photo included, and sent when the connection
 * returns ("queued"); a refusal still throws.
 */
export function createAlert(input: CreateAlertInput): Promise<SubmitResult<CreateAlertResult>> {
  return outbox.submit<CreateAlertResult>({
    kind: "report",
    url: "/api/alerts",
    body: input,
    summary: `Your report about ${input.name}`,
  });
}

export function useCreateAlert() {
  return useOutboxSubmission(createAlert);
}
