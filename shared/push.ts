// Web push (decision 015): the VAPID public key the browser subscribes with, the opt-in's words
// and the push ticket. No zod here (the subscribe page reads it on its first load); the browser's
// push subscription as a zod schema is in push.schema.ts.

export const PUSH_ENDPOINT_MAX = 2000;

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
