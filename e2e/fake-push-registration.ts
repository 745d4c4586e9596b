// A local stand-in for the Google service Chromium registers push subscriptions with (GCM/FCM),
// so pushManager.subscribe() completes on a machine without internet. Chromium takes the
// service's addresses from its --gcm-checkin-url and --gcm-registration-url switches
// (chromiumPushArgs). It first checks the device in (a protobuf AndroidCheckinResponse with an
// android id and a security token), then registers each subscription (a form post whose
// `sender` is the site's VAPID public key; the answer is `token=...`). Chromium builds the
// subscription's endpoint from that token itself, so the browser-side subscription, its keys
// and what the page sends to our server are all the browser's own.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface PushRegistration {
  /** The application server key the page subscribed with (the VAPID public key). */
  sender: string;
  /** The origin Chromium registered for (from X-subtype "wp:{origin}/#..."). */
  origin: string;
  token: string;
}

/** A protobuf field of wire type 1 (fixed64), little-endian. */
function fixed64Field(fieldNumber: number, value: bigint): Buffer {
  const out = Buffer.alloc(9);
  out[0] = (fieldNumber << 3) | 1;
  out.writeBigUInt64LE(value, 1);
  return out;
}

/** AndroidCheckinResponse { stats_ok: true, android_id, security_token, settings_diff: false }. */
function checkinResponse(): Buffer {
  return Buffer.concat([
    Buffer.from([(1 << 3) | 0, 1]),
    fixed64Field(7, 4_815_162_342n),
    fixed64Field(8, 1_123_581_321n),
    Buffer.from([(9 << 3) | 0, 0]),
  ]);
}

export class FakePushRegistration {
  readonly registrations: PushRegistration[] = [];
  private server: Server | null = null;
  private port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = new URL(request.url ?? "/", "http://localhost").pathname;
        if (request.method === "POST" && path === "/checkin") {
          response.writeHead(200, { "content-type": "application/x-protobuf" });
          response.end(checkinResponse());
          return;
        }
        if (request.method === "POST" && path === "/register") {
          const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
          const token = `e2e-${this.registrations.length + 1}-${Date.now().toString(36)}`;
          // Chromium also registers itself once (a numeric sender), and unsubscribing posts here
          // with delete=true: only web push subscriptions being made count.
          const subtype = form.get("X-subtype") ?? "";
          if (subtype.startsWith("wp:") && !form.has("delete")) {
            this.registrations.push({
              sender: form.get("sender") ?? "",
              origin: new URL(subtype.slice(3)).origin,
              token,
            });
          }
          response.writeHead(200, { "content-type": "text/plain" });
          response.end(`token=${token}`);
          return;
        }
        response.writeHead(404);
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Chromium switches that point its push registration here. */
  chromiumArgs(): string[] {
    const base = `http://127.0.0.1:${this.port}`;
    return [
      `--gcm-checkin-url=${base}/checkin`,
      `--gcm-registration-url=${base}/register`,
      // The message channel (MCS) is never needed to subscribe; a closed port keeps it local.
      "--gcm-mcs-endpoint=https://127.0.0.1:9",
    ];
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}
