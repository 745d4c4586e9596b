import type { TwilioConfig } from "../config";
import type { PlaceholderValues } from "../templates";
import { type ProviderAnswer, ProviderHttp } from "./http-client";
import { type OutgoingMessage, type SendContext, SendError, type SendResult, type Transport } from "./types";

// SMS and WhatsApp through the Twilio Messages REST API
// (POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth). WhatsApp
// uses a Meta-approved template (ContentSid + ContentVariables) when one is configured for the
// message kind, since free text is refused outside the 24-hour customer-service window.

/** Twilio error code: the recipient replied STOP to this sender (carrier-level opt-out). */
const TWILIO_UNSUBSCRIBED = 21610;
/** How far back a lookup looks before the uncertain call began (clock skew between us and Twilio). */
const LOOKUP_SLACK_MS = 5 * 60_000;

interface TwilioMessage {
  sid: string;
  body: string;
  to: string;
  from: string;
  date_created: string;
}

/** Meta caps a template message's length; a long description must not push it over. */
const TEMPLATE_VARIABLE_MAX = 300;

/**
 * The approved template's variables, in the documented order (TWILIO_WHATSAPP_CONTENT_SID).
 * placeholderValues already puts each on one line, as Meta requires.
 */
export function whatsappTemplateVariables(values: PlaceholderValues): Record<string, string> {
  const ordered = [
    values.Name,
    values.Age,
    values.Location,
    values.Time,
    values.Link,
    values.Hotline,
    values.Description,
  ];
  return Object.fromEntries(
    ordered.map((v, i) => {
      const capped = v.length > TEMPLATE_VARIABLE_MAX ? `${v.slice(0, TEMPLATE_VARIABLE_MAX - 3)}...` : v;
      // Meta refuses an empty variable.
      return [String(i + 1), capped || "-"];
    }),
  );
}

export function createTwilioTransport(
  config: TwilioConfig,
  channel: "sms" | "whatsapp",
  options: { statusCallbackUrl: (notificationId: number) => string; timeoutMs: number },
): Transport {
  const from = channel === "sms" ? config.smsFrom! : `whatsapp:${config.whatsappFrom!}`;
  const address = (to: string) => (channel === "whatsapp" ? `whatsapp:${to}` : to);
  const messagesUrl = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`;
  const textOf = (m: OutgoingMessage) => m.message.text;
  /** The approved template this message goes out with, if one is configured for its kind. */
  const templateOf = (m: OutgoingMessage) => {
    const language = (m.message.channel === "whatsapp" && m.message.language) || "en";
    const own = language === "en" ? undefined : config.whatsappContentByLanguage?.[language]?.[m.kind];
    const contentSid = channel === "whatsapp" ? (own ?? config.whatsappContent[m.kind]) : undefined;
    return contentSid && m.message.channel === "whatsapp"
      ? { contentSid, values: m.message.values }
      : undefined;
  };
  const http = new ProviderHttp("provider");

  return {
    name: "twilio",
    rateLimited: true,

    async send(m: OutgoingMessage, { gate }: SendContext): Promise<SendResult> {
      const form = new URLSearchParams({
        To: address(m.to),
        From: from,
        StatusCallback: options.statusCallbackUrl(m.notificationId),
      });
      const template = templateOf(m);
      if (template) {
        form.set("ContentSid", template.contentSid);
        form.set("ContentVariables", JSON.stringify(whatsappTemplateVariables(template.values)));
      } else {
        form.set("Body", textOf(m));
      }
      const body = form.toString();
      await gate();
      // A provider call is bounded by its own timeout only: once made, the dispatcher waits for it.
      const response = await http.call(messagesUrl, {
        method: "POST",
        headers: {
          authorization,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          accept: "application/json",
        },
        body,
        timeoutMs: options.timeoutMs,
      });
      const ok = response.status >= 200 && response.status < 300;
      let payload: { sid?: string; code?: number; message?: string } = {};
      try {
        payload = JSON.parse(response.body.toString("utf8")) as typeof payload;
      } catch {
        if (ok) throw new SendError("provider answered without a message id", true, true);
      }
      if (ok && payload.sid) return { providerMessageId: payload.sid };
      const what = `provider answered ${response.status}${payload.code ? ` (code ${payload.code})` : ""}`;
      if (response.status === 429) {
        const retryAfter = Number(response.headers["retry-after"]);
        throw new SendError(what, true, false, {
          retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
          providerCode: payload.code,
        });
      }
      if (response.status >= 500) throw new SendError(what, true, true, { providerCode: payload.code });
      // Bad credentials or account: fixing the configuration should let the alert still go out.
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        throw new SendError(what, true, false, { providerCode: payload.code });
      }
      throw new SendError(`${what}: ${payload.message ?? "refused"}`.slice(0, 300), false, false, {
        providerCode: payload.code,
        optedOut: payload.code === TWILIO_UNSUBSCRIBED,
      });
    },

    async lookup(m: OutgoingMessage, since: Date, signal: AbortSignal): Promise<string[]> {
      const query = new URLSearchParams({ To: address(m.to), From: from, PageSize: "100" });
      let response: ProviderAnswer;
      try {
        response = await http.call(`${messagesUrl}?${query}`, {
          method: "GET",
          headers: { authorization, accept: "application/json" },
          timeoutMs: options.timeoutMs,
          signal,
        });
      } catch (error) {
        // A failed lookup sent nothing: retry later without losing the uncertainty.
        throw new SendError(`cannot check with provider: ${(error as Error).message}`, true, true);
      }
      if (response.status < 200 || response.status >= 300)
        throw new SendError(`cannot check with provider: ${response.status}`, true, true);
      let messages: TwilioMessage[] = [];
      try {
        messages =
          (JSON.parse(response.body.toString("utf8")) as { messages?: TwilioMessage[] }).messages ?? [];
      } catch {
        throw new SendError("cannot check with provider: the answer is not JSON", true, true);
      }
      const earliest = since.getTime() - LOOKUP_SLACK_MS;
      // Free text is recognised by its body. A template's text is Meta's, not ours: its message
      // is recognised by the alert's link inside it (the alert message and the follow-up both
      // carry it; the dispatcher skips the one already recorded for the other row).
      const template = templateOf(m);
      const body = textOf(m).trim();
      const isThisMessage = template
        ? (x: TwilioMessage) => (x.body ?? "").includes(template.values.Link)
        : (x: TwilioMessage) => x.body?.trim() === body;
      return messages
        .filter((x) => isThisMessage(x) && Date.parse(x.date_created) >= earliest)
        .map((x) => x.sid);
    },

    async close() {
      await http.close();
    },
  };
}
