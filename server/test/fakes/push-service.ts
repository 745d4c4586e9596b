// A local fake of a web push service (RFC 8030) over real HTTP, for tests and benchmarks. It
// records every POST to /push/{id} (headers and the encrypted body) and answers 201 Created, or
// what `decide` says: 404/410 (the subscription is gone), 429 (with Retry-After) or 500. The
// browser side is `FakeBrowserSubscription`: it holds the subscription's private key and auth
// secret, as a browser does, and decrypts what the service received (http_ece, aes128gcm).
import { createECDH, type ECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error http_ece ships no type declarations
import ece from "http_ece";

export type FakePushOutcome = 201 | 404 | 410 | 429 | 500;

export interface FakePushRequest {
  id: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  status: FakePushOutcome;
  receivedAt: number;
}

export interface FakePushServiceOptions {
  /** How to answer a POST for subscription `id` (index: its position among all POSTs). */
  decide?: (request: { id: string; index: number }) => FakePushOutcome;
}

export class FakePushService {
  readonly requests: FakePushRequest[] = [];
  /** Requests answered 201, by subscription id. */
  readonly accepted = new Map<string, number>();
  count = 0;
  private server: Server | null = null;
  private port = 0;

  constructor(private readonly options: FakePushServiceOptions = {}) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  endpoint(id: string): string {
    return `${this.baseUrl}/push/${encodeURIComponent(id)}`;
  }

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      const match = /^\/push\/([^/?]+)$/.exec(req.url ?? "");
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (req.method === "GET" && req.url === "/count") {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ count: this.count }));
          return;
        }
        if (req.method !== "POST" || !match) {
          res.writeHead(404);
          res.end();
          return;
        }
        const id = decodeURIComponent(match[1]!);
        const index = this.count;
        this.count += 1;
        const status = this.options.decide?.({ id, index }) ?? 201;
        this.requests.push({
          id,
          headers: req.headers,
          body: Buffer.concat(chunks),
          status,
          receivedAt: performance.timeOrigin + performance.now(),
        });
        if (status === 201) this.accepted.set(id, (this.accepted.get(id) ?? 0) + 1);
        const headers: Record<string, string> = {};
        if (status === 201) headers.location = `${this.baseUrl}/message/${index}`;
        if (status === 429) headers["retry-after"] = "1";
        res.writeHead(status, headers);
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The browser's half of a push subscription: real P-256 keys and auth secret. */
export class FakeBrowserSubscription {
  private readonly ecdh: ECDH = createECDH("prime256v1");
  private readonly authSecret = randomBytes(16);

  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  /** As PushSubscription.toJSON() gives it. */
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    return {
      endpoint: this.endpoint,
      keys: {
        p256dh: this.ecdh.getPublicKey().toString("base64url"),
        auth: this.authSecret.toString("base64url"),
      },
    };
  }

  /** Decrypts a body the push service received for this subscription (RFC 8291). */
  decrypt(body: Buffer): string {
    const plain: Buffer = ece.decrypt(body, {
      version: "aes128gcm",
      privateKey: this.ecdh,
      authSecret: this.authSecret,
    });
    return plain.toString("utf8");
  }
}
