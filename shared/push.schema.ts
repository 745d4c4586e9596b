import { z } from "zod";
import { PUSH_ENDPOINT_MAX } from "./push";

// The browser's push subscription as the subscribe form and the manage page send it (decision
// 015), checked by the server.

/** PushSubscription.toJSON() of the browser: the push service endpoint and the payload keys. */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: z
      .string({ error: "must be a string" })
      .max(PUSH_ENDPOINT_MAX, { error: `must be at most ${PUSH_ENDPOINT_MAX} characters` })
      .pipe(z.url({ protocol: /^https?$/, error: "must be the push service's URL" })),
    keys: z.object(
      {
        // A P-256 public key (65 bytes) and a 16-byte auth secret, base64url.
        p256dh: z
          .string({ error: "must be a string" })
          .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { error: "must be the browser's P-256 key" }),
        auth: z
          .string({ error: "must be a string" })
          .regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/, { error: "must be the browser's auth secret" }),
      },
      { error: "must hold p256dh and auth" },
    ),
    // Browsers add expirationTime (usually null); it is not needed.
    expirationTime: z.number().nullish(),
  },
  { error: "must be a push subscription" },
);
export type PushSubscriptionJson = z.input<typeof pushSubscriptionSchema>;
export type PushSubscriptionData = z.output<typeof pushSubscriptionSchema>;
