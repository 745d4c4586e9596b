import { CHAT_HAS_MORE_HEADER, type ChatMessage } from "@shared/chat";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { chatPayload, insertAlert, moderatorWithCode } from "../../../test/helpers/chat.test-helpers";
import { chatMessages } from "../../db/schema";
import type { DomainEventMap } from "../../events";

let t: TestApp;
const posted: DomainEventMap["chat.message_posted"][] = [];
const removed: DomainEventMap["chat.message_removed"][] = [];
let verifiedAlert: number;
let otherAlert: number;
let pendingAlert: number;

beforeAll(async () => {
  t = await createTestApp();
  t.events.on("chat.message_posted", (e) => posted.push(e));
  t.events.on("chat.message_removed", (e) => removed.push(e));
  verifiedAlert = await insertAlert(t.database.db, { verified: true });
  otherAlert = await insertAlert(t.database.db, { verified: true, name: "Jomo Williams" });
  pendingAlert = await insertAlert(t.database.db, { verified: false });
});
afterAll(() => t.close());

// Each call comes from its own address so the per-address rate limit does not interfere;
// the limit has its own test.
let caller = 0;
const nextAddress = () => `10.6.${Math.floor(++caller / 250)}.${caller % 250}`;
const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/chat", payload, headers, remoteAddress: nextAddress() });
const list = (query = "") => t.app.inject({ method: "GET", url: `/api/chat${query}` });

async function postOk(overrides: Record<string, unknown> = {}): Promise<ChatMessage> {
  const res = await post(chatPayload(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ChatMessage>();
}

describe("POST /api/chat", () => {
  it("stores a trimmed message and answers with its public shape only", async () => {
    const res = await post(
      chatPayload({ userName: "  Devika  ", message: "  Searching near the sea wall.  " }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<ChatMessage>();
    expect(Object.keys(body).sort()).toEqual([
      "alertId",
      "createdAt",
      "id",
      "isModerator",
      "message",
      "userName",
    ]);
    expect(body).toMatchObject({
      alertId: null,
      userName: "Devika",
      message: "Searching near the sea wall.",
      isModerator: false,
    });
    expect(new Date(body.createdAt).toString()).not.toBe("Invalid Date");
    expect(posted).toContainEqual({ messageId: body.id, alertId: null });
  });

  it("ties a message to a verified alert", async () => {
    const body = await postOk({ alertId: verifiedAlert, message: "Saw a girl in a navy uniform at Bourda." });
    expect(body.alertId).toBe(verifiedAlert);
    expect(posted).toContainEqual({ messageId: body.id, alertId: verifiedAlert });
  });

  it("refuses a chat about an alert that does not exist or is still under review", async () => {
    for (const alertId of [pendingAlert, 999_999]) {
      const res = await post(chatPayload({ alertId }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Alert not found" });
    }
  });

  it.each([
    ["a blank message", { message: "   \n  " }, "message: cannot be empty"],
    ["no message", { message: undefined }, "message: is required"],
    ["a blank name", { userName: "  " }, "userName: is required"],
    ["no name", { userName: undefined }, "userName: is required"],
    ["a name over 50 characters", { userName: "x".repeat(51) }, "userName: must be at most 50 characters"],
    [
      "a message over 1000 characters",
      { message: "x".repeat(1001) },
      "message: must be at most 1000 characters",
    ],
    ["an alert id that is not a number", { alertId: "12" }, "alertId: must be the id of an alert"],
    ["isModerator that is not a boolean", { isModerator: "yes" }, "isModerator: must be true or false"],
    ["an unknown field", { ipAddress: "1.2.3.4" }, "Unknown field: ipAddress"],
  ])("refuses %s with 400 naming the field", async (_label, overrides, message) => {
    const before = await list();
    const res = await post(chatPayload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await list()).json()).toEqual(before.json());
  });

  it("refuses a 100 KB message with 413 and a clear message, storing nothing", async () => {
    const countBefore = (await t.database.db.select().from(chatMessages)).length;
    const res = await post(chatPayload({ message: "A".repeat(100 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Request body is too large" });
    expect((await t.database.db.select().from(chatMessages)).length).toBe(countBefore);
  });

  it("accepts exactly 1000 characters", async () => {
    const body = await postOk({ message: "y".repeat(1000) });
    expect(body.message).toHaveLength(1000);
  });

  it("keeps HTML as plain text and drops direction-override characters and a name's line breaks", async () => {
    const payload = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    // (Other control characters are refused with 400 before any route, like in every text
    // field: server/test/broken-text.test.ts.)
    const body = await postOk({ message: `${payload}\u202E`, userName: "Eve\u202E\n <b>" });
    expect(body.message).toBe(payload);
    expect(body.userName).toBe("Eve <b>");
    const res = await list();
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json<ChatMessage[]>().at(-1)?.message).toBe(payload);
  });

  it("answers 429 with Retry-After once one address posts too often", async () => {
    const address = "10.99.0.1";
    const send = () =>
      t.app.inject({ method: "POST", url: "/api/chat", payload: chatPayload(), remoteAddress: address });
    for (let i = 0; i < t.app.ctx.config.chat.rateLimitPerMinute; i++) {
      expect((await send()).statusCode).toBe(201);
    }
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/rate limit/i);
    // Another visitor is not affected.
    expect((await post(chatPayload())).statusCode).toBe(201);
  });
});

describe("moderator flag", () => {
  it("refuses isModerator without a code, and stores nothing", async () => {
    const before = (await t.database.db.select().from(chatMessages)).length;
    const res = await post(chatPayload({ isModerator: true, message: "Official update: forged" }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Invalid moderator code" });
    expect((await t.database.db.select().from(chatMessages)).length).toBe(before);
  });

  it("refuses a wrong, malformed or revoked code", async () => {
    const mod = await moderatorWithCode(t.database.db);
    const other = await moderatorWithCode(t.database.db);
    await other.revoke();
    const wrong = `${mod.code.slice(0, -1)}${mod.code.endsWith("A") ? "B" : "A"}`;
    for (const moderatorCode of [wrong, "letmein", other.code]) {
      const res = await post(chatPayload({ isModerator: true, moderatorCode }));
      expect(res.statusCode, moderatorCode).toBe(403);
      expect(res.json()).toEqual({ message: "Invalid moderator code" });
    }
  });

  it("flags a message sent with a valid personal code, without revealing who", async () => {
    const mod = await moderatorWithCode(t.database.db);
    const res = await post(
      chatPayload({ isModerator: true, moderatorCode: mod.code, message: "Police notified." }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<ChatMessage>();
    expect(body.isModerator).toBe(true);
    expect(Object.keys(body)).not.toContain("moderatorId");
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, body.id));
    expect(row?.moderatorId).toBe(mod.staffId);
    const listed = (await list()).json<ChatMessage[]>().find((m) => m.id === body.id);
    expect(listed).toEqual(body);
  });

  it("accepts the moderator unlock token instead of the code", async () => {
    const mod = await moderatorWithCode(t.database.db);
    const unlock = await t.app.inject({
      method: "POST",
      url: "/api/moderation/unlock",
      payload: { code: mod.code },
      remoteAddress: nextAddress(),
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    const token = unlock.json().token as string;
    const res = await post(chatPayload({ isModerator: true }), { authorization: `Bearer ${token}` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().isModerator).toBe(true);
    const bogus = await post(chatPayload({ isModerator: true }), {
      authorization: `Bearer ${"x".repeat(43)}`,
    });
    expect(bogus.statusCode).toBe(403);
  });

  it("never flags a message that did not ask for it", async () => {
    const mod = await moderatorWithCode(t.database.db);
    const body = await postOk({ isModerator: false, moderatorCode: mod.code });
    expect(body.isModerator).toBe(false);
  });
});

describe("GET /api/chat", () => {
  it("lists only the community chat without alertId, and only that alert's chat with it", async () => {
    const general = await postOk({ message: "General: volunteers meet at the church at 6." });
    const first = await postOk({ alertId: verifiedAlert, message: "Alert one: checked the bus park." });
    const second = await postOk({ alertId: otherAlert, message: "Alert two: flyers printed." });

    const community = (await list()).json<ChatMessage[]>();
    expect(community.map((m) => m.id)).toContain(general.id);
    expect(community.every((m) => m.alertId === null)).toBe(true);

    const one = (await list(`?alertId=${verifiedAlert}`)).json<ChatMessage[]>();
    expect(one.map((m) => m.id)).toContain(first.id);
    expect(one.every((m) => m.alertId === verifiedAlert)).toBe(true);

    const two = (await list(`?alertId=${otherAlert}`)).json<ChatMessage[]>();
    expect(two.map((m) => m.message)).toEqual(["Alert two: flyers printed."]);
    expect(two[0]?.id).toBe(second.id);
  });

  it("hides the chat of an alert the public cannot see", async () => {
    expect((await list(`?alertId=${pendingAlert}`)).statusCode).toBe(404);
    expect((await list("?alertId=abc")).statusCode).toBe(400);
    expect((await list("?limit=500")).statusCode).toBe(400);
  });

  it("returns the newest page oldest-first and pages back with before=<id>", async () => {
    const alertId = await insertAlert(t.database.db, { verified: true, name: "Paging Case" });
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await postOk({ alertId, message: `message ${i}` })).id);

    const newest = await list(`?alertId=${alertId}&limit=3`);
    expect(newest.json<ChatMessage[]>().map((m) => m.message)).toEqual([
      "message 5",
      "message 6",
      "message 7",
    ]);
    expect(newest.headers[CHAT_HAS_MORE_HEADER]).toBe("true");

    const older = await list(`?alertId=${alertId}&limit=3&before=${ids[4]}`);
    expect(older.json<ChatMessage[]>().map((m) => m.message)).toEqual([
      "message 2",
      "message 3",
      "message 4",
    ]);
    expect(older.headers[CHAT_HAS_MORE_HEADER]).toBe("true");

    const oldest = await list(`?alertId=${alertId}&limit=3&before=${ids[1]}`);
    expect(oldest.json<ChatMessage[]>().map((m) => m.message)).toEqual(["message 1"]);
    expect(oldest.headers[CHAT_HAS_MORE_HEADER]).toBe("false");
  });

  it("returns at most 50 messages by default: the newest ones", async () => {
    const alertId = await insertAlert(t.database.db, { verified: true, name: "Busy Case" });
    await t.database.db
      .insert(chatMessages)
      .values(
        Array.from({ length: 60 }, (_, i) => ({ alertId, userName: "Bulk", message: `bulk ${i + 1}` })),
      );
    const res = await list(`?alertId=${alertId}`);
    const messages = res.json<ChatMessage[]>();
    expect(messages).toHaveLength(50);
    expect(messages[0]?.message).toBe("bulk 11");
    expect(messages.at(-1)?.message).toBe("bulk 60");
    expect(res.headers[CHAT_HAS_MORE_HEADER]).toBe("true");
  });
});

describe("DELETE /api/chat/:id", () => {
  async function unlockToken(): Promise<string> {
    const mod = await moderatorWithCode(t.database.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/moderation/unlock",
      payload: { code: mod.code },
      remoteAddress: nextAddress(),
    });
    return res.json().token as string;
  }

  it("needs a moderator", async () => {
    const message = await postOk();
    const res = await t.app.inject({ method: "DELETE", url: `/api/chat/${message.id}` });
    expect(res.statusCode).toBe(401);
    expect((await list()).json<ChatMessage[]>().map((m) => m.id)).toContain(message.id);
  });

  it("removes a message from every list and announces it; a second removal is 404", async () => {
    const token = await unlockToken();
    const message = await postOk({ alertId: verifiedAlert, message: "Rumour: she was seen abroad." });
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/${message.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(removed).toContainEqual({ messageId: message.id, alertId: verifiedAlert });
    const listed = (await list(`?alertId=${verifiedAlert}`)).json<ChatMessage[]>();
    expect(listed.map((m) => m.id)).not.toContain(message.id);
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/${message.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "DELETE",
      url: "/api/chat/abc",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
  });
});
