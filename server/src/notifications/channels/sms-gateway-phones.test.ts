// The gateway's phone pool: round-robin among phones of equal rates, a faster phone's larger
// share, resting phones passed over; and the webhook signature the phones' app makes.
import { describe, expect, it } from "vitest";
import type { GatewayPhoneConfig } from "../config";
import { gatewayMessageId, notificationIdOfGatewayMessage } from "./sms-gateway";
import { GatewayPhones, PHONE_REST_MS } from "./sms-gateway-phones";
import { gatewaySignature, verifyGatewaySignature } from "./sms-gateway-signature";

const phone = (name: string, perSecond: number): GatewayPhoneConfig => ({
  name,
  url: `http://${name}.local:8080`,
  username: "sms",
  password: "secret",
  perSecond,
});

/** A clock that moves only when told to. */
function manualClock() {
  const state = { ms: 0 };
  return { state, pace: { clock: () => state.ms, sleep: async () => {} } };
}

const picks = (pool: GatewayPhones, count: number) =>
  Array.from({ length: count }, () => pool.choose(new Set())!.config.name);

describe("gateway phone pool", () => {
  it("takes phones of the same rate in turn", () => {
    const { pace } = manualClock();
    const pool = new GatewayPhones([phone("a", 2), phone("b", 2), phone("c", 2)], pace);
    expect(picks(pool, 7)).toEqual(["a", "b", "c", "a", "b", "c", "a"]);
  });

  it("gives a phone twice as fast twice the texts", () => {
    const { pace } = manualClock();
    const pool = new GatewayPhones([phone("fast", 4), phone("slow", 2)], pace);
    const chosen = picks(pool, 30);
    expect(chosen.filter((n) => n === "fast")).toHaveLength(20);
    expect(chosen.filter((n) => n === "slow")).toHaveLength(10);
  });

  it("passes over a resting phone until its rest is over, unless no other is left", () => {
    const { state, pace } = manualClock();
    const pool = new GatewayPhones([phone("a", 0), phone("b", 0)], pace);
    pool.rest(pool.phones[0]!);
    expect(picks(pool, 3)).toEqual(["b", "b", "b"]);
    // The text b could not take still gets a try on the resting phone.
    expect(pool.choose(new Set(["b"]))?.config.name).toBe("a");
    expect(pool.choose(new Set(["a", "b"]))).toBeNull();
    state.ms += PHONE_REST_MS;
    expect(picks(pool, 2).sort()).toEqual(["a", "b"]);
  });
});

describe("gateway message ids", () => {
  const m = { notificationId: 42, messageKey: "alert-7.alert.3.sms", to: "+5926001234" };

  it("are the outbox row's id and a digest, the same for every attempt", () => {
    const id = gatewayMessageId(m, "MISSING: Aaliyah");
    expect(id).toMatch(/^42-[A-Za-z0-9_-]{16}$/);
    expect(gatewayMessageId(m, "MISSING: Aaliyah")).toBe(id);
    expect(notificationIdOfGatewayMessage(id)).toBe(42);
  });

  it("differ for another recipient or text under the same row number (a restored database)", () => {
    const id = gatewayMessageId(m, "MISSING: Aaliyah");
    expect(gatewayMessageId({ ...m, to: "+5926009999" }, "MISSING: Aaliyah")).not.toBe(id);
    expect(gatewayMessageId(m, "MISSING: Ravi")).not.toBe(id);
  });

  it("name no outbox row for a one-off text or a foreign id", () => {
    expect(notificationIdOfGatewayMessage(gatewayMessageId({ ...m, notificationId: 0 }, "test"))).toBeNull();
    expect(notificationIdOfGatewayMessage("kQ3v1Xy7lWb2aZc9dEf0g")).toBeNull();
  });
});

describe("gateway webhook signature", () => {
  const key = "shared-signing-key";
  const body = '{"event":"sms:received","payload":{"messageId":"m1","message":"STOP"}}';
  const now = new Date("2026-05-05T12:00:00Z");
  const timestamp = String(now.getTime() / 1000);

  it("is HMAC-SHA256 of the body and the timestamp, in hex", () => {
    // As computed apart: printf '%s' "$body$timestamp" | openssl dgst -sha256 -hmac "$key"
    expect(gatewaySignature(key, body, timestamp)).toBe(
      "7356d5a5a1a488a1a2a87c81c48e7d512516c24a2b9d20d236f56b5f56955f23",
    );
    expect(
      verifyGatewaySignature(
        key,
        body,
        { signature: gatewaySignature(key, body, timestamp), timestamp },
        now,
      ),
    ).toBe(true);
  });

  it("refuses a missing, wrong, altered or stale signature", () => {
    const signature = gatewaySignature(key, body, timestamp);
    const check = (b: string, h: { signature?: string; timestamp?: string }, at = now) =>
      verifyGatewaySignature(key, b, { signature: h.signature, timestamp: h.timestamp }, at);
    expect(check(body, { timestamp })).toBe(false);
    expect(check(body, { signature })).toBe(false);
    expect(check(body, { signature: gatewaySignature("another-key", body, timestamp), timestamp })).toBe(
      false,
    );
    expect(check(body.replace("STOP", "START"), { signature, timestamp })).toBe(false);
    expect(check(body, { signature, timestamp: String(Number(timestamp) + 1) })).toBe(false);
    expect(check(body, { signature, timestamp }, new Date(now.getTime() + 6 * 60_000))).toBe(false);
  });
});
