// The chaos test's providers in a process of their own: the local Twilio fake and the SMTP
// server, failing 30% of calls with a seeded generator. Out of the test's process, their
// arrival times are the providers' view of the wire: the embedded database runs on the test
// process's own thread, and while it works an in-process fake could not read its sockets, so
// messages that left evenly spaced would be stamped together.
//
// IPC: sends { ready: env } once listening; answers "report" with what arrived; exits on "stop".
import { FakeSmtp } from "./smtp";
import { type FakeOutcome, FakeTwilio } from "./twilio";

/** A small seeded generator, so a failing run can be repeated exactly. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main() {
  const failureRate = Number(process.env.CHAOS_FAILURE_RATE);
  const random = seeded(Number(process.env.CHAOS_SEED));
  const failures: FakeOutcome[] = [429, 500, "500-after-create"];
  const twilio = new FakeTwilio({
    decide: () => (random() < failureRate ? failures[Math.floor(random() * failures.length)]! : "ok"),
  });
  const smtp = new FakeSmtp({ decide: () => (random() < failureRate ? 451 : null) });
  await twilio.start();
  await smtp.start();

  process.on("message", async (message) => {
    if (message === "report") {
      process.send!({
        report: {
          posts: twilio.postsTo().map(({ to, outcome, receivedAt }) => ({ to, outcome, receivedAt })),
          messages: twilio.messages.map(({ to, receivedAt }) => ({ to, receivedAt })),
          mailAttempts: smtp.attempts,
          mails: smtp.mails.map(({ to, messageId, receivedAt }) => ({ to, messageId, receivedAt })),
        },
      });
    } else if (message === "stop") {
      await twilio.stop();
      await smtp.stop();
      process.exit(0);
    }
  });
  // Never outlive the test that started it.
  process.on("disconnect", () => process.exit(0));
  process.send!({ ready: { ...twilio.env(), ...smtp.env() } });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
