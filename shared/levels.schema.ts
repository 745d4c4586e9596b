import { z } from "zod";
import { ALERT_LEVELS, AREA_ACTIONS, TRAVEL_MODES } from "./levels";
import { sharingPolicySchema } from "./sharing.schema";

// The zod side of shared/levels.ts: the bodies of the verify, approve and level calls.

const level = z.enum(ALERT_LEVELS, { error: `must be one of ${ALERT_LEVELS.join(", ")}` });
const travelMode = z.enum(TRAVEL_MODES, { error: `must be one of ${TRAVEL_MODES.join(", ")}` });

/** POST /api/alerts/{id}/verify and /api/admin/alerts/{id}/approve: all optional. */
export const verifyAlertRequestSchema = z.strictObject({
  level: level.optional(),
  travelMode: travelMode.optional(),
  sharingPolicy: sharingPolicySchema.optional(),
});

/** PUT /api/alerts/{id}/level. */
export const changeLevelRequestSchema = z.strictObject({
  level,
  travelMode: travelMode.optional(),
});

export const areaActionSchema = z.enum(AREA_ACTIONS, {
  error: `must be one of ${AREA_ACTIONS.join(", ")}`,
});
