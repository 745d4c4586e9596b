// A local fake of the Twilio Messages REST API over real HTTP, for tests and benchmarks.
// It speaks the same requests as Twilio (form-encoded POST with basic auth, JSON answers,
// list with To/From filters), records every request with its arrival time, and can answer
// 429 or 500 on demand, including a 500 after the message was in fact created (the case
// that makes a naive retry send twice).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { twilioSignature } from "../../src/notifications/channels/twilio-signature";

/** "unsubscribed": Twilio's 400 with code 21610 (the number replied STOP to this sender). */
export type FakeOutcome = "ok" | 429 | 500 | "500-after-create" | "hang" | "unsubscribed";

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  /** Set when the message was sent with an approved template (ContentSid + ContentVariables). */
  contentSid: string | null;
  contentVariables: Record<string, string> | null;
  createdAt: Date;
  /** Wall-clock arrival in milliseconds with sub-millisecond precision. */
  receivedAt: number;
}

export interface FakeTwilioRequest {
  method: string;
  to: string | null;
  outcome: FakeOutcome | "unauthorized" | "list";
  receivedAt: number;
}

export interface FakeTwilioOptions {
  accountSid?: string;
  authToken?: string;
  /** How to answer each message POST (default: always "ok"). */
  decide?: (request: { to: string; body: string; index: number }) => FakeOutcome;
  /** Answer every request after this long (ms). */
  delayMs?: number;
}

const now = () => performance.timeOrigin + performance.now();

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

const rfc2822 = (d: Date) => d.toUTCString().replace("GMT", "+0000");

export class FakeTwilio {
  readonly accountSid: string;
  readonly authToken: string;
  readonly messages: FakeTwilioMessage[] = [];
  readonly requests: FakeTwilioRequest[] = [];
  decide: (request: { to: string; body: string; index: number }) => FakeOutcome;
  delayMs: number;
  private server: Server | null = null;
  private postCount = 0;
  private hanging: ServerResponse[] = [];
  url = "";

  constructor(options: FakeTwilioOptions = {}) {
    this.accountSid = options.accountSid ?? `AC${randomBytes(16).toString("hex")}`;
    this.authToken = options.authToken ?? randomBytes(16).toString("hex");
    this.decide = options.decide ?? (() => "ok");
    this.delayMs = options.delayMs ?? 0;
  }

  /** Environment for the app under test: this fake as its Twilio. */
  env(extra: { smsFrom?: string; whatsappFrom?: string } = {}): Record<string, string> {
    return {
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_BASE_URL: this.url,
      TWILIO_FROM_NUMBER: extra.smsFrom ?? "+15005550006",
      TWILIO_WHATSAPP_FROM: extra.whatsappFrom ?? "+15005550007",
    };
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const receivedAt = now();
      void this.handle(req, res, receivedAt).catch(() => {
        if (!res.headersSent) json(res, 500, { message: "fake failed" });
      });
    });
    // A client killed mid-request (the crash test SIGKILLs one) resets its connections; a real
    // provider shrugs that off, and so must the fake, or the reset surfaces as an uncaught error.
    this.server.on("connection", (socket) => socket.on("error", () => {}));
    // Many concurrent keep-alive connections from the dispatcher.
    this.server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging = [];
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse, receivedAt: number) {
    const url = new URL(req.url ?? "/", "http://fake");
    const expectedPath = `/2010-04-01/Accounts/${this.accountSid}/Messages.json`;
    const auth = req.headers.authorization ?? "";
    const expectedAuth = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString("base64")}`;
    const body = await readBody(req);
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    if (url.pathname !== expectedPath)
      return json(res, 404, { code: 20404, message: "not found", status: 404 });
    if (auth !== expectedAuth) {
      this.requests.push({ method: req.method ?? "", to: null, outcome: "unauthorized", receivedAt });
      return json(res, 401, { code: 20003, message: "Authenticate", status: 401 });
    }
    if (req.method === "GET") {
      this.requests.push({ method: "GET", to: url.searchParams.get("To"), outcome: "list", receivedAt });
      const to = url.searchParams.get("To");
      const from = url.searchParams.get("From");
      const pageSize = Number(url.searchParams.get("PageSize") ?? 50);
      const found = this.messages
        .filter((m) => (!to || m.to === to) && (!from || m.from === from))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, pageSize)
        .map((m) => this.resource(m));
      return json(res, 200, { messages: found, page: 0, page_size: pageSize });
    }
    if (req.method !== "POST")
      return json(res, 405, { code: 20004, message: "method not allowed", status: 405 });
    const form = new URLSearchParams(body);
    const to = form.get("To") ?? "";
    const contentSid = form.get("ContentSid");
    let contentVariables: Record<string, string> | null = null;
    if (contentSid) {
      try {
        contentVariables = JSON.parse(form.get("ContentVariables") ?? "{}") as Record<string, string>;
      } catch {
        return json(res, 400, { code: 21656, message: "ContentVariables is not valid JSON", status: 400 });
      }
    }
    // Twilio fills the approved template with the variables; the fake's template is a fixed text.
    const messageBody = contentSid
      ? renderFakeTemplate(contentSid, contentVariables!)
      : (form.get("Body") ?? "");
    const index = this.postCount++;
    const outcome = this.decide({ to, body: messageBody, index });
    this.requests.push({ method: "POST", to, outcome, receivedAt });
    if (!to || !form.get("From") || !messageBody) {
      return json(res, 400, {
        code: 21604,
        message: "A 'To', 'From' and 'Body' (or 'ContentSid') are required",
        status: 400,
      });
    }
    if (outcome === "hang") {
      this.hanging.push(res);
      return;
    }
    if (outcome === 429) return json(res, 429, { code: 20429, message: "Too Many Requests", status: 429 });
    if (outcome === 500)
      return json(res, 500, { code: 20500, message: "Internal Server Error", status: 500 });
    if (outcome === "unsubscribed") {
      return json(res, 400, {
        code: 21610,
        message: "Attempt to send to unsubscribed recipient",
        status: 400,
      });
    }
    const message: FakeTwilioMessage = {
      sid: `SM${randomBytes(16).toString("hex")}`,
      to,
      from: form.get("From")!,
      body: messageBody,
      statusCallback: form.get("StatusCallback"),
      contentSid,
      contentVariables,
      createdAt: new Date(),
      receivedAt,
    };
    this.messages.push(message);
    if (outcome === "500-after-create") {
      return json(res, 500, { code: 20500, message: "Internal Server Error", status: 500 });
    }
    return json(res, 201, this.resource(message));
  }

  private resource(m: FakeTwilioMessage) {
    return {
      sid: m.sid,
      account_sid: this.accountSid,
      to: m.to,
      from: m.from,
      body: m.body,
      status: "queued",
      num_segments: "1",
      date_created: rfc2822(m.createdAt),
      date_updated: rfc2822(m.createdAt),
      date_sent: null,
      uri: `/2010-04-01/Accounts/${this.accountSid}/Messages/${m.sid}.json`,
    };
  }

  /** Message POSTs that reached the fake (any outcome), in arrival order. */
  postsTo(predicate: (to: string) => boolean = () => true): FakeTwilioRequest[] {
    return this.requests.filter((r) => r.method === "POST" && r.to !== null && predicate(r.to));
  }

  /** Calls the message's StatusCallback the way Twilio does: form-encoded and signed. */
  async sendStatusCallback(
    message: FakeTwilioMessage,
    status: string,
    extra: Record<string, string> = {},
    inject?: (url: string, body: string, signature: string) => Promise<number>,
  ): Promise<number> {
    if (!message.statusCallback) throw new Error("message has no StatusCallback");
    const params: Record<string, string> = {
      AccountSid: this.accountSid,
      MessageSid: message.sid,
      SmsSid: message.sid,
      MessageStatus: status,
      SmsStatus: status,
      To: message.to,
      From: message.from,
      ApiVersion: "2010-04-01",
      ...extra,
    };
    const signature = twilioSignature(this.authToken, message.statusCallback, params);
    const body = new URLSearchParams(params).toString();
    if (inject) return inject(message.statusCallback, body, signature);
    const res = await fetch(message.statusCallback, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
      body,
    });
    return res.status;
  }
}

/** The text the fake's approved WhatsApp templates produce: {{n}} replaced by variable n. */
function renderFakeTemplate(contentSid: string, variables: Record<string, string>): string {
  const text = `[${contentSid}] MISSING: {{1}}, age {{2}}, last seen {{3}}, {{4}}. Details: {{5}} Call {{6}}.`;
  return text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => variables[n] ?? "");
}

/** The largest number of events inside any window of `windowMs` (sorted or not). */
export function maxInWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= windowMs) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

/** Signs form parameters for a URL as Twilio would (for webhook tests). */
export function signedForm(authToken: string, url: string, params: Record<string, string>) {
  return {
    body: new URLSearchParams(params).toString(),
    signature: twilioSignature(authToken, url, params),
  };
}
