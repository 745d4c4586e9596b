import { z } from "zod";
import { apiTooLong } from "./alerts";
import {
  SAFE_ALERT_MESSAGE,
  SAFE_CONTACT_MAX,
  SAFE_MESSAGE_MAX,
  SAFE_NOTE_MAX,
  SAFE_REQUEST_STATUSES,
} from "./safe-requests";

// The zod side of shared/safe-requests.ts.

/** Optional text: blank is the same as none. */
const optionalText = (max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, { error: apiTooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));

export const createSafeRequestInputSchema = z.strictObject({
  alertId: z
    .number({ error: SAFE_ALERT_MESSAGE })
    .int({ error: SAFE_ALERT_MESSAGE })
    .positive({ error: SAFE_ALERT_MESSAGE })
    .max(2_147_483_647, { error: SAFE_ALERT_MESSAGE }),
  message: optionalText(SAFE_MESSAGE_MAX),
  contact: optionalText(SAFE_CONTACT_MAX),
});
export type CreateSafeRequestData = z.output<typeof createSafeRequestInputSchema>;

export const listSafeRequestsQuerySchema = z.object({
  status: z
    .enum(SAFE_REQUEST_STATUSES, { error: `must be one of ${SAFE_REQUEST_STATUSES.join(", ")}` })
    .default("pending"),
});

export const confirmSafeRequestInputSchema = z.strictObject({ note: optionalText(SAFE_NOTE_MAX) });
