import { defaultNotificationSettings } from "@shared/settings";
import { describe, expect, it } from "vitest";
import { SendError } from "./channels/types";
import { backoffMs, FOLLOW_UP_WAIT_MS, failureOutcome, prepareDelivery, reasonNotToSend } from "./delivery";
import { CHANNEL_RULES, channelIneligibility, enabledChannels } from "./eligibility";
import type { AlertForMessage, ClaimedRow } from "./outbox.repo";

// The dispatcher's decisions, without a database, a provider or a clock.

const settings = defaultNotificationSettings("Hope Alert");
const site = { publicUrl: "https://alerts.example.gy", hotline: "911", brandName: "Hope Alert" };
const alert: AlertForMessage = {
  id: 7,
  name: "Asha Persaud",
  age: 9,
  lastLocation: "Stabroek Market, Georgetown",
  lastSeen: new Date("2026-11-20T14:00:00Z"),
  description: "Slim, short black hair",
  photoUrl: null,
  isActive: true,
  level: "concern",
  circumstances: null,
  appealEnded: false,
  sharingPolicy: "share_widely",
  isDrill: false,
};

function row(
  overrides: Partial<ClaimedRow> = {},
  subscriber: Partial<ClaimedRow["subscriber"]> = {},
): ClaimedRow {
  return {
    id: 1,
    alertId: 7,
    subscriberId: 3,
    channel: "sms",
    kind: "alert",
    attempts: 1,
    urgency: 1,
    recipientDistance: 2.5,
    leaseUntil: new Date("2026-11-22T12:02:00Z"),
    uncertainSince: null,
    alertMessageStatus: null,
    ringSeq: 1,
    sighting: null,
    silent: false,
    ...overrides,
    subscriber: {
      name: "Ravi",
      email: "ravi@example.gy",
      phone: "+5926001111",
      isActive: true,
      whatsappEnabled: true,
      whatsappStatus: "opted_in",
      smsOptedOut: false,
      unsubscribeToken: "tok",
      language: "en",
      drillOptIn: false,
      push: null,
      ...subscriber,
    },
  };
}

const policy = { maxAttempts: 3, retryBaseMs: 1_000, retryMaxMs: 60_000 };
const now = new Date("2026-11-22T12:00:00Z");

describe("channel eligibility (one table for planning and sending)", () => {
  it("lists the channels switched on, in order", () => {
    expect(enabledChannels(settings)).toEqual(["sms", "whatsapp", "email", "push"]);
    expect(enabledChannels({ ...settings, sendWhatsApp: false })).toEqual(["sms", "email", "push"]);
    expect(enabledChannels({ ...settings, sendPush: false })).toEqual(["sms", "whatsapp", "email"]);
  });

  it("names the first requirement a subscriber fails", () => {
    const s = row().subscriber;
    expect(channelIneligibility("sms", settings, s)).toBeNull();
    expect(channelIneligibility("sms", settings, { ...s, phone: null })).toBe("no phone number");
    expect(channelIneligibility("sms", settings, { ...s, smsOptedOut: true })).toBe(
      "recipient opted out of SMS",
    );
    expect(channelIneligibility("whatsapp", settings, { ...s, whatsappStatus: "opted_out" })).toBe(
      "recipient not opted in to WhatsApp",
    );
    expect(channelIneligibility("email", settings, { ...s, email: null })).toBe("no e-mail address");
    expect(channelIneligibility("push", settings, s)).toBe("no push subscription");
    expect(
      channelIneligibility("push", settings, { ...s, push: { endpoint: "https://push.example.net/1" } }),
    ).toBeNull();
    expect(
      channelIneligibility(
        "push",
        { ...settings, sendPush: false },
        { ...s, push: { endpoint: "https://push.example.net/1" } },
      ),
    ).toBe("push switched off in settings");
    expect(channelIneligibility("email", { ...settings, sendEmail: false }, s)).toBe(
      CHANNEL_RULES.email.switchedOff,
    );
  });
});

describe("prepareDelivery", () => {
  it("renders an SMS to the subscriber's phone with a stable message key", () => {
    const plan = prepareDelivery(row(), { settings, alert, site });
    expect(plan.action).toBe("send");
    if (plan.action !== "send") return;
    expect(plan.outgoing.to).toBe("+5926001111");
    expect(plan.outgoing.messageKey).toBe("alert-7.alert.3.sms");
    expect(plan.outgoing.message.channel).toBe("sms");
    expect(JSON.stringify(plan.outgoing.message)).toContain("Asha Persaud");
  });

  it("sends e-mail to the address, not the phone", () => {
    const plan = prepareDelivery(row({ channel: "email" }), { settings, alert, site });
    expect(plan.action === "send" && plan.outgoing.to).toBe("ravi@example.gy");
  });

  it("renders a batch's SMS once for everyone, but each e-mail with its recipient's own link", () => {
    const rendered = new Map();
    const message = (r: ClaimedRow) => {
      const plan = prepareDelivery(r, { settings, alert, site, rendered });
      if (plan.action !== "send") throw new Error(plan.action);
      return plan.outgoing;
    };
    const first = message(row());
    const second = message(
      row({ id: 2, subscriberId: 4 }, { phone: "+5926002222", unsubscribeToken: "other" }),
    );
    expect(second.to).toBe("+5926002222");
    expect(second.messageKey).toBe("alert-7.alert.4.sms");
    expect(second.message).toBe(first.message);
    const followUp = message(row({ id: 3, kind: "resolved", alertMessageStatus: "sent" }));
    expect(followUp.message).not.toEqual(first.message);

    const mailA = message(row({ id: 5, channel: "email" }));
    const mailB = message(row({ id: 6, channel: "email", subscriberId: 4 }, { unsubscribeToken: "other" }));
    expect(mailA.message.channel === "email" && mailA.message.text).toContain("/unsubscribe/tok");
    expect(mailB.message.channel === "email" && mailB.message.text).toContain("/unsubscribe/other");
    expect(rendered.size).toBe(2);
  });

  it("cancels with a reason when the row may no longer be sent", () => {
    expect(reasonNotToSend(row(), settings, undefined)).toBe("alert no longer exists");
    expect(reasonNotToSend(row({}, { isActive: false }), settings, alert)).toBe("subscriber unsubscribed");
    expect(reasonNotToSend(row(), settings, { ...alert, isActive: false })).toBe(
      "case closed before sending",
    );
    expect(prepareDelivery(row({}, { smsOptedOut: true }), { settings, alert, site })).toEqual({
      action: "cancel",
      reason: "recipient opted out of SMS",
    });
  });

  it("holds a follow-up while its alert message is in flight and drops it when that was never sent", () => {
    const followUp = (status: string) =>
      prepareDelivery(row({ kind: "resolved", alertMessageStatus: status }), {
        settings,
        alert: { ...alert, isActive: false },
        site,
      });
    expect(followUp("sending")).toEqual({ action: "release", delayMs: FOLLOW_UP_WAIT_MS });
    expect(followUp("failed")).toEqual({ action: "cancel", reason: "the alert message itself was not sent" });
    expect(followUp("delivered").action).toBe("send");
    // No provider: the alert message was logged, and so is its follow-up.
    expect(followUp("logged").action).toBe("send");
  });
});

describe("failureOutcome", () => {
  const base = {
    row: { attempts: 1 },
    attemptStarted: now,
    uncertainSince: null,
    stopping: false,
    now,
    policy,
  };

  it("retries a retryable failure after a backoff of at least the provider's Retry-After", () => {
    const outcome = failureOutcome({
      ...base,
      error: new SendError("busy", true, false, { retryAfterMs: 30_000 }),
      random: () => 0,
    });
    expect(outcome).toMatchObject({ kind: "retry", lastError: "busy", uncertainSince: null });
    expect(outcome.kind === "retry" && outcome.nextAttemptAt.getTime() - now.getTime()).toBe(30_000);
  });

  it("marks an unknown outcome uncertain from the attempt, so the next try asks the provider first", () => {
    const outcome = failureOutcome({ ...base, error: new SendError("timeout", true, true), random: () => 0 });
    expect(outcome).toMatchObject({ kind: "retry", uncertainSince: now });
  });

  it("is never uncertain when the provider was never called", () => {
    const outcome = failureOutcome({
      ...base,
      attemptStarted: null,
      error: new SendError("timeout", true, true),
      random: () => 0,
    });
    expect(outcome).toMatchObject({ kind: "retry", uncertainSince: null });
  });

  it("hands the row back untouched when stopping before the rate limit let it through", () => {
    const outcome = failureOutcome({ ...base, attemptStarted: null, stopping: true, error: new Error("x") });
    expect(outcome).toEqual({ kind: "release", nextAttemptAt: now, uncertainSince: null });
  });

  it("fails for good on a permanent error or after the last attempt", () => {
    expect(failureOutcome({ ...base, error: new SendError("invalid number", false, false) })).toEqual({
      kind: "failed",
      lastError: "invalid number",
      uncertainSince: null,
    });
    expect(
      failureOutcome({ ...base, row: { attempts: 3 }, error: new SendError("busy", true, false) }),
    ).toMatchObject({
      kind: "failed",
      lastError: "gave up after 3 attempts: busy",
    });
  });
});

describe("backoffMs", () => {
  it("doubles per attempt with jitter between half and all of it, capped at the maximum", () => {
    expect(backoffMs(1, undefined, policy, () => 0)).toBe(500);
    expect(backoffMs(3, undefined, policy, () => 1)).toBe(4_000);
    expect(backoffMs(20, undefined, policy, () => 1)).toBe(60_000);
    expect(backoffMs(1, 120_000, policy, () => 1)).toBe(60_000);
  });
});
