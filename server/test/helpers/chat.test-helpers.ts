// Test helpers for the chat and realtime suites: alerts in a given review state and moderators
// with personal access codes, made directly so these suites do not depend on other endpoints.

import type { ChatMessage, RealtimeMessage } from "@shared/chat";
import WebSocket from "ws";
import type { Db } from "../../src/db/client";
import { alerts } from "../../src/db/schema";
import { createStaff, issueAccessCode, revokeAccessCode } from "../../src/modules/staff/staff.service";

export async function insertAlert(db: Db, state: { verified: boolean; name?: string }): Promise<number> {
  const [row] = await db
    .insert(alerts)
    .values({
      name: state.name ?? "Aaliyah Persaud",
      age: 9,
      description: "Slim build, shoulder-length black hair in two plaits.",
      clothing: "Navy blue school uniform, pink backpack.",
      lastLocation: "Stabroek Market, Georgetown",
      lastSeen: new Date(Date.now() - 3_600_000),
      reporterName: "Savitri Persaud",
      reporterRelationship: "Mother",
      reporterPhone: "+592 600 1234",
      reporterEmail: "savitri.persaud@example.gy",
      isVerified: state.verified,
      status: state.verified ? "approved" : "pending",
    })
    .returning({ id: alerts.id });
  return row!.id;
}

let staffCounter = 0;

/** A moderator with a fresh personal access code. */
export async function moderatorWithCode(
  db: Db,
): Promise<{ staffId: number; code: string; revoke(): Promise<void> }> {
  staffCounter += 1;
  const { staff } = await createStaff(
    db,
    {
      username: `chatmod${staffCounter}${Date.now() % 100_000}`,
      role: "moderator",
      password: "correct horse battery",
    },
    null,
  );
  const { code } = await issueAccessCode(db, staff.id, null, new Date());
  return {
    staffId: staff.id,
    code,
    revoke: async () => {
      await revokeAccessCode(db, staff.id, null, new Date());
    },
  };
}

export function chatPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { userName: "Devika", message: "I can search the sea wall tonight.", alertId: null, ...overrides };
}

/** A WebSocket client that records what it receives and can wait for a particular message. */
export interface TestSocket {
  ws: WebSocket;
  received: RealtimeMessage[];
  next(predicate: (m: RealtimeMessage) => boolean, timeoutMs?: number): Promise<RealtimeMessage>;
  closed: Promise<{ code: number }>;
  close(): void;
}

export function openTestSocket(url: string, options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, options);
    const received: RealtimeMessage[] = [];
    const waiters: Array<{
      predicate: (m: RealtimeMessage) => boolean;
      resolve: (m: RealtimeMessage) => void;
    }> = [];
    ws.on("message", (data) => {
      const message = JSON.parse(String(data)) as RealtimeMessage;
      received.push(message);
      for (const w of [...waiters]) {
        if (w.predicate(message)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(message);
        }
      }
    });
    const closed = new Promise<{ code: number }>((r) => ws.on("close", (code) => r({ code })));
    ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once("error", reject);
    ws.once("open", () =>
      resolve({
        ws,
        received,
        closed,
        close: () => ws.close(),
        next: (predicate, timeoutMs = 5_000) => {
          const already = received.find(predicate);
          if (already) return Promise.resolve(already);
          return new Promise((res, rej) => {
            const timer = setTimeout(
              () => rej(new Error("timed out waiting for a realtime message")),
              timeoutMs,
            );
            waiters.push({
              predicate,
              resolve: (m) => {
                clearTimeout(timer);
                res(m);
              },
            });
          });
        },
      }),
    );
  });
}

export const isNewMessage =
  (text: string) =>
  (
    m: RealtimeMessage,
  ): m is Extract<RealtimeMessage, { type: "NEW_CHAT_MESSAGE" }> & { message: ChatMessage } =>
    m.type === "NEW_CHAT_MESSAGE" && m.message.message === text;
