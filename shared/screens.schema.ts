import { z } from "zod";
import { LANGUAGES } from "./languages";
import { SCREEN_NAME_MAX, SCREEN_RADIUS_KM_MAX, SCREEN_RADIUS_KM_MIN } from "./screens";

// The zod side of shared/screens.ts: what the admin's screen routes accept.

const coordinate = (limit: number) =>
  z
    .number({ error: "must be a number" })
    .min(-limit, { error: `must be between -${limit} and ${limit}` })
    .max(limit, { error: `must be between -${limit} and ${limit}` });

export const screenAreaSchema = z.strictObject(
  {
    latitude: coordinate(90),
    longitude: coordinate(180),
    radiusKm: z
      .number({ error: "must be a number" })
      .min(SCREEN_RADIUS_KM_MIN, { error: `must be at least ${SCREEN_RADIUS_KM_MIN} km` })
      .max(SCREEN_RADIUS_KM_MAX, { error: `must be at most ${SCREEN_RADIUS_KM_MAX} km` }),
  },
  { error: "must be a place and a radius, or null for all of Guyana" },
);

export const createScreenRequestSchema = z.strictObject({
  name: z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
    .trim()
    .min(1, { error: "is required" })
    .max(SCREEN_NAME_MAX, { error: `must be at most ${SCREEN_NAME_MAX} characters` }),
  language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(", ")}` }),
  // Required, so that "all of Guyana" is always a choice someone made.
  area: screenAreaSchema.nullable(),
});

export const updateScreenRequestSchema = z.strictObject({
  enabled: z.boolean({ error: "must be true or false" }),
});
