import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { forbidden } from "../../errors";
import { verifyGatewaySignature } from "../../notifications";
import { GatewayReplies, handleGatewayEvent, parseGatewayEvent } from "./sms-gateway.service";

// The SMS gateway's webhooks (sms:received, sms:sent, sms:delivered, sms:failed), registered
// in every phone's app with this URL. Public: the signature over the raw body and timestamp,
// made with the signing key we share with the phones, is their authentication, checked before
// anything is read or changed.

export const SMS_GATEWAY_WEBHOOK_PATH = "/api/webhooks/sms-gateway";

const headerOf = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

export async function smsGatewayWebhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The signature covers the body as sent: keep it as text, parse it after the check.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_r, body, done) => done(null, body),
  );
  const replies = new GatewayReplies(ctx, app.log);
  app.addHook("onClose", async () => replies.close());

  app.post(
    SMS_GATEWAY_WEBHOOK_PATH,
    { config: { access: "public", cleansBodyText: true } },
    async (request, reply) => {
      const gateway = ctx.config.notifications.gateway;
      if (!gateway) throw forbidden("The SMS gateway is not configured on this server");
      const raw = typeof request.body === "string" ? request.body : "";
      const signed = verifyGatewaySignature(
        gateway.webhookSecret,
        raw,
        {
          signature: headerOf(request.headers["x-signature"]),
          timestamp: headerOf(request.headers["x-timestamp"]),
        },
        ctx.now(),
      );
      if (!signed) throw forbidden("Missing or invalid gateway signature");
      const outcome = await handleGatewayEvent(ctx, parseGatewayEvent(raw), replies);
      return reply.status(200).send({ outcome });
    },
  );
}
