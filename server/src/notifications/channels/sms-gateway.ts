import { createHash } from "node:crypto";
import Client, { type HttpClient, type Message, type MessageState } from "android-sms-gateway";
import type { SmsGatewayConfig } from "../config";
import { ProviderHttp } from "./http-client";
import { type GatewayPhone, gatewayPhonesOf, type Pace } from "./sms-gateway-phones";
import { type OutgoingMessage, type SendContext, SendError, type SendResult, type Transport } from "./types";

// SMS through SMS Gateway for Android: phones with local SIMs that send texts for us over the
// app's REST API (POST {url}/message, GET {url}/message/{id}, basic auth), through the app's
// maintained client library. The library builds the requests; they travel over the kept-alive
// HTTP client with the provider timeout, so every failure says whether the phone may have
// taken the text. Texts go round-robin, each phone at its own pace; a phone that refuses the
// connection or the credentials is rested and the text goes to the next phone at once; one
// whose answer is unknown (timeout, 5xx) is rested and the text waits for the lookup.

/** A phone's answer other than 2xx. */
class PhoneAnswer extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`answered ${status}${detail ? `: ${detail}` : ""}`);
  }
}

/** The library's HttpClient over ProviderHttp: JSON in and out, any non-2xx a PhoneAnswer. */
function httpClientFor(http: ProviderHttp, timeoutMs: number): HttpClient {
  const call = async <T>(
    method: "GET" | "POST",
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ) => {
    const payload = body === undefined ? null : JSON.stringify(body);
    const answer = await http.call(url, {
      method,
      headers: {
        ...headers,
        accept: "application/json",
        ...(payload === null ? {} : { "content-length": Buffer.byteLength(payload) }),
      },
      body: payload,
      timeoutMs,
    });
    const text = answer.body.toString("utf8");
    if (answer.status < 200 || answer.status >= 300) {
      let detail = text.slice(0, 200);
      try {
        detail = String((JSON.parse(text) as { message?: unknown }).message ?? detail);
      } catch {}
      throw new PhoneAnswer(answer.status, detail);
    }
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      return null as T;
    }
  };
  const unused = () => Promise.reject(new Error("not used by this transport"));
  return {
    get: (url, headers) => call("GET", url, headers ?? {}),
    post: (url, body, headers) => call("POST", url, headers ?? {}, body),
    put: unused,
    patch: unused,
    delete: unused,
  };
}

/**
 * The gateway's id for this text: the outbox row's id, then a digest of the row's key, the
 * recipient and the text. A resend of the row carries the same id (the phone refuses a second
 * message with it, and can be asked about it); a restored database that numbers a new row
 * like an old one still gets a different id.
 */
export function gatewayMessageId(
  m: Pick<OutgoingMessage, "notificationId" | "messageKey" | "to">,
  text: string,
): string {
  const digest = createHash("sha256").update(`${m.messageKey}\n${m.to}\n${text}`).digest("base64url");
  return `${m.notificationId}-${digest.slice(0, 16)}`;
}

/** The outbox row a gateway message id names (null: not an outbox row's, e.g. a test message). */
export function notificationIdOfGatewayMessage(messageId: string): number | null {
  const match = /^(\d{1,9})-[A-Za-z0-9_-]{16}$/.exec(messageId);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

type Attempt =
  | { kind: "accepted" }
  | { kind: "next"; error: SendError } // the phone certainly did not take it: try another
  | { kind: "unknown"; error: SendError } // it may have: ask before sending again
  | { kind: "refused"; error: SendError }; // the text itself is wrong: no phone will take it

export function createSmsGatewayTransport(
  config: SmsGatewayConfig,
  options: { timeoutMs: number; pace?: Pace },
): Transport {
  const pool = gatewayPhonesOf(config.phones, options.pace);
  const http = new ProviderHttp("gateway phone");
  const httpClient = httpClientFor(http, options.timeoutMs);
  const clients = new Map(
    pool.phones.map((p) => [
      p.config.name,
      new Client(p.config.username, p.config.password, httpClient, p.config.url),
    ]),
  );
  const clientOf = (phone: GatewayPhone) => clients.get(phone.config.name)!;
  const named = (phone: GatewayPhone, what: string) => `phone ${phone.config.name} ${what}`;

  /** The phone's state of this message, null when it has none (404). */
  const stateAt = async (phone: GatewayPhone, id: string): Promise<MessageState | null> => {
    try {
      return await clientOf(phone).getState(id);
    } catch (error) {
      if (error instanceof PhoneAnswer && error.status === 404) return null;
      throw error;
    }
  };

  const attempt = async (phone: GatewayPhone, request: Message): Promise<Attempt> => {
    try {
      await clientOf(phone).send(request);
      return { kind: "accepted" };
    } catch (error) {
      if (error instanceof SendError) {
        const failure = new SendError(named(phone, error.message), true, error.uncertain);
        return { kind: failure.uncertain ? "unknown" : "next", error: failure };
      }
      if (!(error instanceof PhoneAnswer)) throw error;
      const failure = (retryable: boolean, uncertain: boolean) =>
        new SendError(named(phone, error.message).slice(0, 300), retryable, uncertain, {
          providerCode: error.status,
        });
      // The phone already has a message with this id: an earlier attempt reached it.
      if (error.status === 409) {
        const state = await stateAt(phone, request.id!).catch(() => null);
        return state?.state === "Failed"
          ? { kind: "next", error: failure(true, false) }
          : { kind: "accepted" };
      }
      if (error.status >= 500) return { kind: "unknown", error: failure(true, true) };
      // Wrong credentials or address on this phone, or it is busy: the others may take it.
      if ([401, 403, 404, 429].includes(error.status)) return { kind: "next", error: failure(true, false) };
      return { kind: "refused", error: failure(false, false) };
    }
  };

  return {
    name: "gateway",
    rateLimited: true,

    async send(m: OutgoingMessage, { gate, mayCallAgain }: SendContext): Promise<SendResult> {
      if (m.message.channel !== "sms") throw new SendError("the SMS gateway carries SMS only", false, false);
      const id = gatewayMessageId(m, m.message.text);
      const request: Message = {
        id,
        message: m.message.text,
        phoneNumbers: [m.to],
        withDeliveryReport: true,
      };
      await gate();
      const tried = new Set<string>();
      let lastFailure: SendError | null = null;
      for (;;) {
        const phone = pool.choose(tried);
        if (!phone) throw lastFailure ?? new SendError("no gateway phone is configured", true, false);
        tried.add(phone.config.name);
        await phone.limiter.take();
        let outcome: Attempt;
        try {
          // A second phone is tried only while the claim on the row leaves time for the call.
          if (lastFailure && mayCallAgain && !mayCallAgain()) throw lastFailure;
          outcome = await attempt(phone, request);
        } finally {
          phone.limiter.finish();
        }
        if (outcome.kind === "accepted") {
          pool.recovered(phone);
          return { providerMessageId: id, device: phone.config.name };
        }
        if (outcome.kind === "refused") throw outcome.error;
        pool.rest(phone);
        if (outcome.kind === "unknown") throw outcome.error;
        lastFailure = outcome.error;
      }
    },

    /**
     * Asks every phone for this text's id (it may have gone to any of them). Found and not
     * failed: it was sent. A phone that cannot answer is taken not to have it once another
     * phone answered: a second copy costs less than a lost alert. None answering: ask later.
     */
    async lookup(m: OutgoingMessage): Promise<string[]> {
      const id = gatewayMessageId(m, m.message.text);
      const answers = await Promise.allSettled(pool.phones.map((phone) => stateAt(phone, id)));
      if (answers.some((a) => a.status === "fulfilled" && a.value && a.value.state !== "Failed")) return [id];
      if (answers.every((a) => a.status === "rejected"))
        throw new SendError("cannot check with the gateway phones: none answered", true, true);
      return [];
    },

    async close() {
      await http.close();
    },
  };
}
