// The local Twilio fake, SMTP server and push service (server/test/fakes) in their own process, for the
// dispatch benchmarks: the dispatcher under test then has its process to itself, as it has in
// production, instead of sharing one event loop with the fakes' parsing. Prints one line of
// JSON (the environment that points the app at the fakes, and the port of a small stats
// server); GET /received answers each message's recipient and arrival time (epoch ms), and
// GET /first?since=ms the earliest arrival at or after a time (null: none yet), which a bench
// polls without parsing every message so far each time.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { FakePushService } from "../server/test/fakes/push-service";
import { FakeSmtp } from "../server/test/fakes/smtp";
import { FakeTwilio } from "../server/test/fakes/twilio";

const twilio = new FakeTwilio();
await twilio.start();
const smtp = new FakeSmtp({ envelopeOnly: true });
await smtp.start();
const push = new FakePushService();
await push.start();

const received = () => [
  ...twilio.messages.map((m) => ({ channel: "sms/whatsapp", to: m.to, at: m.receivedAt })),
  ...smtp.mails.map((m) => ({ channel: "email", to: m.to.join(","), at: m.receivedAt })),
  ...push.requests.map((r) => ({ channel: "push", to: r.id, at: r.receivedAt })),
];

function firstAfter(since: number): number | null {
  let first: number | null = null;
  for (const { at } of received()) if (at >= since && (first === null || at < first)) first = at;
  return first;
}

const stats = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://stats");
  let body: unknown;
  if (url.pathname === "/received") body = received();
  else if (url.pathname === "/first") body = { at: firstAfter(Number(url.searchParams.get("since") ?? 0)) };
  else {
    response.writeHead(404);
    response.end();
    return;
  }
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
});
// Idle connections are left for the bench to close. With Node's default keep-alive timeout (5 s)
// this server closed them on its own, and a bench whose event loop was busy for longer (the
// dispatcher and PGlite run in it) could send its next request down a socket closed under it
// before it had seen the close: undici's "other side closed", as fetch's "fetch failed".
stats.keepAliveTimeout = 0;
await new Promise<void>((resolve) => stats.listen(0, "127.0.0.1", resolve));
process.stdout.write(
  `${JSON.stringify({
    env: { ...twilio.env(), ...smtp.env() },
    pushBaseUrl: push.baseUrl,
    statsPort: (stats.address() as AddressInfo).port,
  })}\n`,
);
// Never outlive the bench that started it.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1000);
process.on(
  "SIGTERM",
  () => void Promise.all([twilio.stop(), smtp.stop(), push.stop()]).then(() => process.exit(0)),
);
