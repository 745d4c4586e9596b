// The documented reverse proxy (docs/deploy/nginx.conf, docs/operations.md) in Debian's nginx,
// in front of two instances of the real server on one PostgreSQL database: TLS ends at nginx
// (a self-signed certificate for the documented name), plain HTTP is sent to HTTPS, pages and
// the API come through, a chat message posted through nginx reaches WebSockets held by both
// instances, the session cookie is Secure, the visitor's address is the one counted, bodies up
// to the app's limit pass, and an instance stopped for an upgrade is drained while the other
// keeps serving. PostgreSQL only (vitest.config.ts): several instances need it.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { JSON_BODY_LIMIT_BYTES } from "@shared/constants";
import { SITE_CONFIG_ELEMENT_ID } from "@shared/site";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { openDatabase } from "../src/db/client";
import { SESSION_COOKIE } from "../src/modules/auth/cookie";
import { ensureNginx, type NginxProcess, renderExample, startNginx } from "./fakes/nginx-process";
import {
  freePort,
  killLeftoverServers,
  type ServerProcess,
  startServerProcess,
} from "./fakes/server-process";
import { chatPayload, insertAlert, isNewMessage, openTestSocket } from "./helpers/chat.test-helpers";
import { databaseUrlFor } from "./pg-url";

const SITE = "alerts.example.org";
const ADMIN_PASSWORD = "reverse-proxy-test-admin-password";
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

// Every name resolves to this machine: the clients use the site's documented name (TLS checks the
// certificate against it, nginx picks its server by it) and reach nginx on loopback.
const lookup: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let dir: string;
let certificate: Buffer;
let httpPort: number;
let httpsPort: number;
let nginx: NginxProcess | undefined;
let instances: ServerProcess[] = [];
let databaseName: string;
let origin: string;
const adminUrl = process.env.TEST_DATABASE_URL!;

interface RequestOptions {
  method?: string;
  headers?: http.OutgoingHttpHeaders;
  body?: Buffer | string;
  /** Send Expect: 100-continue, so a refusal comes before the body is sent. */
  expectContinue?: boolean;
  localAddress?: string;
}

/** One request to nginx (https:// or http:// URLs on the site's name), its whole answer read. */
function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  const body = typeof options.body === "string" ? Buffer.from(options.body) : options.body;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(target, {
      method: options.method ?? "GET",
      headers: {
        ...(body ? { "content-type": "application/json", "content-length": body.length } : {}),
        ...(options.expectContinue ? { expect: "100-continue" } : {}),
        ...options.headers,
      },
      lookup,
      ca: certificate,
      agent: false,
      localAddress: options.localAddress,
    });
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    if (body && options.expectContinue) outgoing.on("continue", () => outgoing.end(body));
    else outgoing.end(body);
  });
}

/** The body as the browser reads it: decoded once, whatever one encoding the answer names. */
function decoded(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(answer.body).toString();
  if (encoding === "br") return brotliDecompressSync(answer.body).toString();
  expect(encoding).toBeUndefined();
  return answer.body.toString();
}

const site = (path: string) => `${origin}${path}`;
const browserHeaders = () => ({ origin, "accept-encoding": "gzip, br" });
// ws hands its options to https.request, lookup included (its own type does not list it).
const socketOptions = (socketOrigin = origin): WebSocket.ClientOptions & { lookup: LookupFunction } => ({
  ca: certificate,
  lookup,
  origin: socketOrigin,
});

beforeAll(async () => {
  ensureNginx();
  dir = mkdtempSync(join(tmpdir(), "alerts-proxy-"));
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", join(dir, "privkey.pem"), "-out", join(dir, "fullchain.pem"), "-days", "2"],
      ...["-subj", `/CN=${SITE}`, "-addext", `subjectAltName=DNS:${SITE}`],
    ],
    { stdio: "ignore" },
  );
  certificate = readFileSync(join(dir, "fullchain.pem"));
  // The page shell the server renders (the source index.html: the built scripts are not needed
  // to see that pages come through), and a file for certbot's challenge.
  mkdirSync(join(dir, "client"));
  copyFileSync(join(repoRoot, "client/index.html"), join(dir, "client/index.html"));
  mkdirSync(join(dir, "certbot/.well-known/acme-challenge"), { recursive: true });
  writeFileSync(join(dir, "certbot/.well-known/acme-challenge/probe-token"), "probe-token.key\n");

  // An empty database: both instances migrate it at start, under the migration lock.
  databaseName = `alerts_proxy_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const databaseUrl = databaseUrlFor(adminUrl, databaseName);

  [httpPort, httpsPort] = [await freePort(), await freePort()];
  origin = `https://${SITE}:${httpsPort}`;
  // PUBLIC_URL is left unset: an https one would make the cookie Secure and accept the origin
  // whatever nginx passed on. Without it both rest on what nginx sends (X-Forwarded-Proto, Host).
  const env = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "1",
    CLIENT_DIR: join(dir, "client"),
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN_PASSWORD,
  };
  instances = [startServerProcess(env), startServerProcess(env)];
  const ports = await Promise.all(instances.map((instance) => instance.ready));

  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  await insertAlert(database.db, { verified: true, name: "Reverse Proxy Probe" });
  await database.close();

  const siteConfig = renderExample([
    ["listen 80", `listen 127.0.0.1:${httpPort}`],
    ["listen 443", `listen 127.0.0.1:${httpsPort}`],
    ["127.0.0.1:5001", `127.0.0.1:${ports[0]}`],
    ["127.0.0.1:5002", `127.0.0.1:${ports[1]}`],
    [`/etc/letsencrypt/live/${SITE}/`, `${dir}/`],
    ["/var/www/certbot", join(dir, "certbot")],
  ]);
  nginx = await startNginx(dir, siteConfig);
}, 600_000);

afterAll(async () => {
  await nginx?.stop();
  killLeftoverServers();
  await Promise.all(instances.map((instance) => instance.exited));
  if (databaseName) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("nginx as documented, in front of two instances", () => {
  it("sends plain HTTP to HTTPS, except certbot's challenge files", async () => {
    const redirect = await request(`http://${SITE}:${httpPort}/alerts/1?from=sms`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`https://${SITE}/alerts/1?from=sms`);
    const challenge = await request(`http://${SITE}:${httpPort}/.well-known/acme-challenge/probe-token`);
    expect(challenge.status).toBe(200);
    expect(challenge.body.toString()).toBe("probe-token.key\n");
  });

  it("answers no request for another name", async () => {
    await expect(
      request(`http://${SITE}:${httpPort}/`, { headers: { host: "203.0.113.1" } }),
    ).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it("serves a page and the API over TLS, compressed by the instances alone", async () => {
    const page = await request(site("/"), { headers: browserHeaders() });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(decoded(page)).toContain(`id="${SITE_CONFIG_ELEMENT_ID}"`);
    expect(decoded(page)).toContain('<div id="root"></div>');

    const health = await request(site("/api/health"), { headers: browserHeaders() });
    expect(health.status).toBe(200);
    // Small enough that the instance sends it as it is; the main config's gzip would compress it.
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(decoded(health))).toEqual({
      status: "ok",
      database: { status: "ok", kind: "postgres" },
    });

    const list = await request(site("/api/alerts?verified=true&active=true"), { headers: browserHeaders() });
    expect(list.status).toBe(200);
    const alerts = JSON.parse(decoded(list)) as Array<{ name: string }>;
    expect(alerts.map((alert) => alert.name)).toEqual(["Reverse Proxy Probe"]);

    // An instance would answer /metrics with the app's page; nginx keeps the path to itself.
    const metrics = await request(site("/metrics"));
    expect(metrics.status).toBe(404);
    expect(metrics.headers["content-type"]).toMatch(/^text\/html/);
    expect(metrics.body.toString()).toContain("nginx");
  });

  it("counts the visitor's address, not one the visitor wrote into X-Forwarded-For", async () => {
    const path = `/api/probe-${randomBytes(4).toString("hex")}`;
    const answer = await request(site(path), {
      headers: { "x-forwarded-for": "203.0.113.66" },
      localAddress: "127.0.0.2",
    });
    expect(answer.status).toBe(404);
    const line = await Promise.any(
      instances.map((instance) =>
        instance.waitForLog((l) => (l.req as { url?: string } | undefined)?.url === path, 20_000),
      ),
    );
    expect((line.req as { remoteAddress: string }).remoteAddress).toBe("127.0.0.2");
  });

  it("passes a body as large as the instances accept, and refuses a larger one", async () => {
    const maxBody = /client_max_body_size (\d+)m;/.exec(readFileSync(join(dir, "site.conf"), "utf8"));
    expect(Number(maxBody?.[1]) * 1024 * 1024).toBe(JSON_BODY_LIMIT_BYTES);
    const bodyOf = (bytes: number) => `{"name":"${"x".repeat(bytes - '{"name":""}'.length)}"}`;
    const atLimit = await request(site("/api/alerts"), {
      method: "POST",
      body: bodyOf(JSON_BODY_LIMIT_BYTES),
      expectContinue: true,
    });
    // The instance's own answer (its validation's JSON), so nginx passed the whole body on.
    expect(atLimit.status).toBe(400);
    expect(JSON.parse(atLimit.body.toString()).message).toEqual(expect.any(String));
    const over = await request(site("/api/alerts"), {
      method: "POST",
      body: bodyOf(JSON_BODY_LIMIT_BYTES + 1),
      expectContinue: true,
    });
    expect(over.status).toBe(413);
  });

  it("marks the session cookie Secure, whatever X-Forwarded-Proto the visitor sends", async () => {
    const login = await request(site("/api/auth/login"), {
      method: "POST",
      headers: { ...browserHeaders(), "x-forwarded-proto": "http" },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers["set-cookie"] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie!.split(/;\s*/).map((part) => part.toLowerCase())).toContain("secure");
    // The session is in the database, so whichever instance answers knows it.
    for (let i = 0; i < 2; i++) {
      const session = await request(site("/api/auth/session"), {
        headers: { cookie: cookie!.split(";")[0]! },
      });
      expect(JSON.parse(session.body.toString()).staff.username).toBe("admin");
    }
  });

  it("refuses a WebSocket handshake from another site's page", async () => {
    await expect(
      openTestSocket(`wss://${SITE}:${httpsPort}/ws`, socketOptions("https://evil.example")),
    ).rejects.toThrow("HTTP 403");
  });

  it("relays chat to WebSockets on both instances, and drains one while the other serves", async () => {
    // Consecutive connections go to the two instances in turn (round robin); which one each
    // reached is shown below, when one instance stops.
    const sockets = [
      await openTestSocket(`wss://${SITE}:${httpsPort}/ws`, socketOptions()),
      await openTestSocket(`wss://${SITE}:${httpsPort}/ws`, socketOptions()),
    ];
    const posted = await request(site("/api/chat"), {
      method: "POST",
      body: JSON.stringify(chatPayload({ message: "Search party at the sea wall, 5 pm" })),
    });
    expect(posted.status).toBe(201);
    for (const socket of sockets) {
      expect(await socket.next(isNewMessage("Search party at the sea wall, 5 pm"))).toMatchObject({
        type: "NEW_CHAT_MESSAGE",
      });
    }

    // An upgrade stops the first instance: its socket is closed as "going away" (the browser
    // reconnects), the other stays, so the message above crossed from one instance to the other.
    const [first] = instances;
    first!.child.kill("SIGTERM");
    const exit = await first!.exited;
    expect(exit.code).toBe(0);
    const closed = await Promise.race(
      sockets.map((socket, index) => socket.closed.then(({ code }) => ({ index, code }))),
    );
    expect(closed.code).toBe(1001);
    const staying = sockets[1 - closed.index]!;
    expect(staying.ws.readyState).toBe(WebSocket.OPEN);

    const afterStop = await request(site("/api/chat"), {
      method: "POST",
      body: JSON.stringify(chatPayload({ message: "Still here after the restart" })),
    });
    expect(afterStop.status).toBe(201);
    await staying.next(isNewMessage("Still here after the restart"));
    staying.close();
  });
});
