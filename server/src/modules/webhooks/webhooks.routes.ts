import { withoutBrokenText } from "@shared/text";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { forbidden, invalid } from "../../errors";
import { escapeHtml, type FormParams, verifyTwilioSignature } from "../../notifications";
import { smsGatewayWebhookRoutes } from "./sms-gateway.routes";
import { handleInboundText, oneClickUnsubscribe, recordDeliveryReport } from "./webhooks.service";

// Provider webhooks. They are public routes: Twilio's signature over the URL and the
// parameters is their authentication, checked before anything is read or changed (the SMS
// gateway's, with its own signature and JSON bodies, are in sms-gateway.routes.ts).

export const TWILIO_STATUS_PATH = "/api/webhooks/twilio/status";
export const TWILIO_INBOUND_PATH = "/api/webhooks/twilio/inbound";
export const EMAIL_UNSUBSCRIBE_PATH = "/api/webhooks/email/unsubscribe/:token";

const single = (params: FormParams, name: string): string | null => {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

/** A reply quotes stored text (an alert's name), which must not make the TwiML unreadable. */
function twiml(message: string | null): string {
  return message
    ? `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escapeHtml(withoutBrokenText(message))}</Message></Response>`
    : `<?xml version="1.0" encoding="UTF-8"?><Response></Response>`;
}

/** A phone may send any character; a message is cleaned, never refused (the provider would only retry). */
function cleaned(params: FormParams): FormParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      withoutBrokenText(name),
      Array.isArray(value) ? value.map(withoutBrokenText) : withoutBrokenText(value),
    ]),
  );
}

// The text guard leaves these bodies to the route: the signature is checked on them as sent.
const providerForm = { access: "public" as const, cleansBodyText: true };

export async function webhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Providers post form-encoded bodies; only these routes (this plugin's scope) accept them.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const params: FormParams = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        const existing = params[name];
        if (existing === undefined) params[name] = value;
        else params[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
      done(null, params);
    },
  );

  /** Refuses any request not signed by Twilio with our auth token for exactly this URL. */
  const assertSignedByTwilio = (request: FastifyRequest): FormParams => {
    const twilio = ctx.config.notifications.twilio;
    if (!twilio) throw forbidden("Twilio is not configured on this server");
    const params = (request.body && typeof request.body === "object" ? request.body : {}) as FormParams;
    const signature = request.headers["x-twilio-signature"];
    const url = `${ctx.config.publicUrl}${request.url}`;
    if (
      !verifyTwilioSignature(
        twilio.authToken,
        url,
        params,
        typeof signature === "string" ? signature : undefined,
      )
    ) {
      throw forbidden("Missing or invalid Twilio signature");
    }
    return cleaned(params);
  };

  app.post(TWILIO_STATUS_PATH, { config: providerForm }, async (request, reply) => {
    const params = assertSignedByTwilio(request);
    const messageSid = single(params, "MessageSid") ?? single(params, "SmsSid");
    const status = single(params, "MessageStatus") ?? single(params, "SmsStatus");
    if (!messageSid) throw invalid("MessageSid: is required", "MessageSid");
    if (!status) throw invalid("MessageStatus: is required", "MessageStatus");
    const n = (request.query as Record<string, string | undefined>).n;
    const notificationId = n && /^\d{1,9}$/.test(n) ? Number(n) : null;
    await recordDeliveryReport(ctx, {
      notificationId,
      messageSid,
      status,
      errorCode: single(params, "ErrorCode"),
    });
    // Twilio only needs a 2xx; an empty body keeps it from logging a warning.
    return reply.status(204).send();
  });

  app.post(TWILIO_INBOUND_PATH, { config: providerForm }, async (request, reply) => {
    const params = assertSignedByTwilio(request);
    const from = single(params, "From");
    if (!from) throw invalid("From: is required", "From");
    const result = await handleInboundText(ctx, {
      channel: from.startsWith("whatsapp:") ? "whatsapp" : "sms",
      from: from.replace(/^whatsapp:/, ""),
      body: single(params, "Body") ?? "",
      messageId: single(params, "MessageSid") ?? single(params, "SmsSid"),
      providerConfirmsOptOut: true,
    });
    return reply.type("text/xml; charset=utf-8").send(twiml(result.reply));
  });

  await app.register(async (scope) => smsGatewayWebhookRoutes(scope, ctx));

  // One-click unsubscribes arrive from mail providers' servers, many subscribers behind one
  // address, so the limit is generous; it still makes guessing tokens (192 random bits) pointless.
  app.post<{ Params: { token: string } }>(
    EMAIL_UNSUBSCRIBE_PATH,
    { config: { access: "public", rateLimit: { max: 300, timeWindow: "10 minutes" } } },
    async (request, reply) => {
      await oneClickUnsubscribe(ctx, request.params.token);
      return reply.status(200).send({ status: "unsubscribed" });
    },
  );

  // A mail client that opens the List-Unsubscribe address in a browser lands on the page.
  app.get<{ Params: { token: string } }>(
    EMAIL_UNSUBSCRIBE_PATH,
    { config: { access: "public" } },
    async (request, reply) => reply.redirect(`/unsubscribe/${encodeURIComponent(request.params.token)}`, 303),
  );
}
