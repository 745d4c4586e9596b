import { z } from "zod";
import { SHARING_POLICIES } from "./sharing";

// The zod side of shared/sharing.ts.

export const sharingPolicySchema = z.enum(SHARING_POLICIES, {
  error: `must be one of ${SHARING_POLICIES.join(", ")}`,
});

/** PUT /api/alerts/{id}/sharing-policy. */
export const changeSharingPolicyRequestSchema = z.strictObject({ sharingPolicy: sharingPolicySchema });
