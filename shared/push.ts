import { z } from "zod";

// Web push contracts (decision 015): the browser's push subscription as the subscribe form and
// the manage page send it, and the VAPID public key the browser subscribes with.

export const PUSH_ENDPOINT_MAX = 2000;

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

/** GET /api/push/public-key: the VAPID application server key (base64url). */
export interface PushPublicKey {
  publicKey: string;
}

/** GET/PUT/DELETE /api/subscribers/manage/{token}/push: whether this subscription has push on. */
export interface ManagedPush {
  enabled: boolean;
}

export const PUSH_OPT_IN_LABEL = "Alerts on this phone";

/**
 * The answer to a new subscription carries a push ticket: for a while, the browser that sent
 * the form can turn on alerts on this phone from the supporter pop-up (PUT
 * /api/push/tickets/{ticket} with the browser's subscription). A phone or e-mail already on
 * file gets a ticket too, which attaches nothing: its owner uses their own link.
 */
export const PUSH_TICKET_MINUTES = 30;
export const PUSH_TICKET_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const PUSH_TICKET_EXPIRED_MESSAGE =
  "This offer has expired. Turn on alerts on this phone from the link in any alert we send you.";
export const pushTicketPath = (ticket: string) => `/api/push/tickets/${encodeURIComponent(ticket)}`;
