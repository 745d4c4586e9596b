// The local Twilio fake, SMTP server and push service (server/test/fakes) in their own process, for the
// dispatch benchmarks: the dispatcher under test then has its process to itself, as it has in
// production, instead of sharing one event loop with the fakes' parsing. Prints one line of
// JSON (the environment that points the app at the fakes, and the port of a small stats
// server); GET /received answers each message's recipient and arrival time (epoch ms).
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

const stats = createServer((request, response) => {
  if (request.url !== "/received") {
    response.writeHead(404);
    response.end();
    return;
  }
  const received = [
    ...twilio.messages.map((m) => ({ channel: "sms/whatsapp", to: m.to, at: m.receivedAt })),
    ...smtp.mails.map((m) => ({ channel: "email", to: m.to.join(","), at: m.receivedAt })),
    ...push.requests.map((r) => ({ channel: "push", to: r.id, at: r.receivedAt })),
  ];
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(received));
});
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
