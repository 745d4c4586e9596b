// A local fake of SMS Gateway for Android's API over real HTTP, for tests: one HTTP server per
// phone, each speaking the app's local server API (POST /message with basic auth and a JSON
// body, 202 with the message's state; 409 for an id it already has; GET /message/{id}, 404
// when unknown). It records every text per phone, can be told to fail (refuse connections, 5xx
// before or after taking the text, hang, wrong credentials), answers state lookups, and posts
// webhooks signed as the app signs them (HMAC-SHA256 of body + timestamp).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gatewaySignature } from "../../src/notifications/channels/sms-gateway-signature";

/** How a phone answers a send: "500-after-create" takes the text and still answers 500. */
export type FakePhoneOutcome = "ok" | 500 | "500-after-create" | "hang" | 401;

export interface FakeGatewayText {
  phone: string;
  id: string;
  to: string;
  text: string;
  /** "Pending" until a report says otherwise. */
  state: "Pending" | "Sent" | "Delivered" | "Failed";
  receivedAt: number;
}

export interface FakePhoneOptions {
  name: string;
  perSecond?: number;
  username?: string;
  password?: string;
}

export class FakeGatewayPhone {
  readonly name: string;
  readonly perSecond: number;
  readonly username: string;
  readonly password: string;
  readonly deviceId = randomBytes(8).toString("hex");
  readonly texts: FakeGatewayText[] = [];
  /** Every send that reached the phone (whatever the answer), in arrival order. */
  readonly attempts: Array<{ id: string; to: string; outcome: FakePhoneOutcome }> = [];
  /** State lookups (GET /message/{id}) it answered. */
  lookups = 0;
  /** How to answer each send (default: take it). */
  decide: (request: { id: string; to: string; index: number }) => FakePhoneOutcome = () => "ok";
  /** Called as each send arrives (tests stamp arrivals with their own clock). */
  onArrival: ((text: { id: string; to: string }) => void) | null = null;
  private server: Server | null = null;
  private port = 0;
  private hanging: ServerResponse[] = [];
  private sends = 0;

  constructor(options: FakePhoneOptions) {
    this.name = options.name;
    this.perSecond = options.perSecond ?? 0;
    this.username = options.username ?? "sms";
    this.password = options.password ?? randomBytes(8).toString("hex");
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts listening (again, on the same port after stop(): the phone is back). */
  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch(() => {
        if (!res.headersSent) json(res, 500, { message: "fake failed" });
      });
    });
    this.server.on("connection", (socket) => socket.on("error", () => {}));
    this.server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Stops listening: connections are refused, as when the phone is off or out of Wi-Fi. */
  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging = [];
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const expected = `Basic ${Buffer.from(`${this.username}:${this.password}`).toString("base64")}`;
    if (req.headers.authorization !== expected) return json(res, 401, { message: "Unauthorized" });
    const url = new URL(req.url ?? "/", "http://phone");
    const byId = /^\/messages?\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && byId) {
      this.lookups += 1;
      const text = this.texts.find((t) => t.id === decodeURIComponent(byId[1]!));
      return text ? json(res, 200, stateOf(text)) : json(res, 404, { message: "Message not found" });
    }
    if (req.method !== "POST" || !/^\/messages?$/.test(url.pathname))
      return json(res, 404, { message: "Not Found" });
    let request: { id?: string; message?: string; textMessage?: { text?: string }; phoneNumbers?: string[] };
    try {
      request = JSON.parse(body) as typeof request;
    } catch {
      return json(res, 400, { message: "Invalid JSON" });
    }
    const text = request.message ?? request.textMessage?.text ?? "";
    const to = request.phoneNumbers?.[0] ?? "";
    if (!text) return json(res, 400, { message: "Text message is empty" });
    if (!to) return json(res, 400, { message: "Empty phone numbers list" });
    const id = request.id ?? randomBytes(10).toString("hex");
    this.onArrival?.({ id, to });
    const outcome = this.decide({ id, to, index: this.sends++ });
    this.attempts.push({ id, to, outcome });
    if (outcome === "hang") {
      this.hanging.push(res);
      return;
    }
    if (outcome === 401) return json(res, 401, { message: "Unauthorized" });
    if (outcome === 500) return json(res, 500, { message: "Failed to enqueue message" });
    if (this.texts.some((t) => t.id === id))
      return json(res, 409, { message: "Message with the same ID already exists" });
    const stored: FakeGatewayText = {
      phone: this.name,
      id,
      to,
      text,
      state: "Pending",
      receivedAt: Date.now(),
    };
    this.texts.push(stored);
    if (outcome === "500-after-create") return json(res, 500, { message: "Internal Server Error" });
    return json(res, 202, stateOf(stored));
  }
}

function stateOf(t: FakeGatewayText) {
  return {
    id: t.id,
    state: t.state,
    isHashed: false,
    isEncrypted: false,
    textMessage: { text: t.text },
    recipients: [{ phoneNumber: t.to, state: t.state, error: null }],
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** A webhook request as a phone sends it: the JSON body and its signature headers. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/** Several phones and the signing key they share with the app. */
export class FakeSmsGateway {
  readonly phones: FakeGatewayPhone[];
  readonly signingKey: string;

  constructor(
    phones: FakePhoneOptions[] = [{ name: "phone-a" }],
    signingKey = randomBytes(16).toString("hex"),
  ) {
    this.phones = phones.map((p) => new FakeGatewayPhone(p));
    this.signingKey = signingKey;
  }

  phone(name: string): FakeGatewayPhone {
    const phone = this.phones.find((p) => p.name === name);
    if (!phone) throw new Error(`no fake phone ${name}`);
    return phone;
  }

  async start(): Promise<void> {
    await Promise.all(this.phones.map((p) => p.start()));
  }

  async stop(): Promise<void> {
    await Promise.all(this.phones.map((p) => p.stop()));
  }

  /** Every text any phone took, in arrival order. */
  get texts(): FakeGatewayText[] {
    return this.phones.flatMap((p) => p.texts).sort((a, b) => a.receivedAt - b.receivedAt);
  }

  /** Environment for the app under test: these phones as its SMS provider. */
  env(): Record<string, string> {
    return {
      SMS_PROVIDER: "gateway",
      SMS_GATEWAY_PHONES: JSON.stringify(
        this.phones.map((p) => ({
          name: p.name,
          url: p.url,
          username: p.username,
          password: p.password,
          perSecond: p.perSecond,
        })),
      ),
      SMS_GATEWAY_WEBHOOK_SECRET: this.signingKey,
    };
  }

  /** A webhook as `phone` would post it, signed with `key` (default: the shared signing key). */
  webhook(
    phone: FakeGatewayPhone,
    event: string,
    payload: Record<string, unknown>,
    options: { key?: string; at?: Date } = {},
  ): SignedWebhook {
    const body = JSON.stringify({
      id: randomBytes(8).toString("hex"),
      webhookId: "alerts",
      event,
      deviceId: phone.deviceId,
      payload,
    });
    const timestamp = String(Math.floor((options.at ?? new Date()).getTime() / 1000));
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-timestamp": timestamp,
        "x-signature": gatewaySignature(options.key ?? this.signingKey, body, timestamp),
      },
    };
  }

  /** sms:received: someone texted `phone`. */
  incoming(
    phone: FakeGatewayPhone,
    from: string,
    message: string,
    options?: { key?: string },
  ): SignedWebhook {
    return this.webhook(
      phone,
      "sms:received",
      {
        messageId: randomBytes(8).toString("hex"),
        message,
        sender: from,
        phoneNumber: from,
        recipient: null,
        simNumber: 1,
        receivedAt: new Date().toISOString(),
      },
      options,
    );
  }

  /** A report on a text the phone took (sms:sent, sms:delivered, sms:failed), its state updated. */
  report(
    text: FakeGatewayText,
    event: "sms:sent" | "sms:delivered" | "sms:failed",
    reason?: string,
  ): SignedWebhook {
    text.state = event === "sms:sent" ? "Sent" : event === "sms:delivered" ? "Delivered" : "Failed";
    const at = new Date().toISOString();
    return this.webhook(this.phone(text.phone), event, {
      messageId: text.id,
      phoneNumber: text.to,
      recipient: text.to,
      simNumber: 1,
      ...(event === "sms:sent" ? { sentAt: at, partsCount: 1 } : {}),
      ...(event === "sms:delivered" ? { deliveredAt: at } : {}),
      ...(event === "sms:failed" ? { failedAt: at, reason: reason ?? "RESULT_ERROR_GENERIC_FAILURE" } : {}),
    });
  }

  /** Posts a webhook to a running app (end-to-end tests), answering the status. */
  static async post(url: string, webhook: SignedWebhook): Promise<number> {
    const res = await fetch(url, { method: "POST", headers: webhook.headers, body: webhook.body });
    return res.status;
  }
}
