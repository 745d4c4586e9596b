import type { ProblemReportList, StaffProblemReport } from "@shared/problem-reports";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  jpegWithGpsDataUrl,
  type StaffHeaders,
  staffHeaders,
  validAlertInput,
  verifyAsModerator,
} from "../../../test/helpers/alerts.test-helpers";
import { adminAuditLog, alertNotifications, capMessages, sightings } from "../../db/schema";
import { REPORT_RATE_LIMIT } from "../alerts/alerts.routes";

let t: TestApp;
let staff: StaffHeaders;
let caller = 0;
const nextAddress = () => `10.7.${Math.floor(++caller / 250)}.${caller % 250}`;
const takenDown: number[] = [];

const REQUESTER_EMAIL = "not.missing.person@example.gy";
const validRequest = (overrides: Record<string, unknown> = {}) => ({
  reason: "this_is_me",
  contact: REQUESTER_EMAIL,
  message: "This is me. I am at home with my family and I am not missing.",
  ...overrides,
});

async function newAlert(photoUrl = "", name = "Aaliyah Persaud"): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ name, photoUrl }) as never,
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

/** A report verified through the moderators' real endpoint (which publishes its CAP Alert). */
async function newPublicAlert(photoUrl = "", name?: string): Promise<number> {
  const id = await newAlert(photoUrl, name);
  await verifyAsModerator(t, staff, id);
  return id;
}

function file(alertId: number, body: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: "POST",
    url: `/api/alerts/${alertId}/problem-reports`,
    payload: body as object,
    remoteAddress,
  });
}

async function fileOk(alertId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await file(alertId, validRequest(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const staffCall = (method: "GET" | "POST", url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function queue(status: "open" | "closed" = "open"): Promise<ProblemReportList> {
  const res = await staffCall("GET", `/api/problem-reports?status=${status}`, staff.moderator);
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffHeaders(t);
  t.events.on("alert.taken_down", (e) => takenDown.push(e.alertId));
});
afterAll(() => t.close());

describe("POST /api/alerts/:id/problem-reports", () => {
  let alertId: number;
  beforeAll(async () => {
    alertId = await newPublicAlert();
  });

  it("files a request about a public alert, answering with its id and state only", async () => {
    const res = await file(alertId, validRequest());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["createdAt", "id", "status"]);
    expect(body.status).toBe("open");
    expect(res.body).not.toContain(REQUESTER_EMAIL);
    const list = await queue();
    expect(list.items.find((r) => r.id === body.id)).toMatchObject({
      alertId,
      reason: "this_is_me",
      contact: REQUESTER_EMAIL,
      status: "open",
      alertIsPublic: true,
    });
  });

  it.each([
    [{ reason: "bored" }, "reason", "Please choose what the problem is"],
    [{ reason: undefined }, "reason", "Please choose what the problem is"],
    [{ contact: "" }, "contact", "phone number or e-mail"],
    [{ contact: "call me" }, "contact", "phone number or e-mail"],
    [{ message: "short" }, "message", "at least 10 characters"],
    [{ message: "x".repeat(2001) }, "message", "at most 2000 characters"],
    [{ extra: "field" }, "extra", "Unknown field"],
  ])("refuses %j with a 400 naming the field", async (overrides, field, words) => {
    const before = (await queue()).openCount;
    const res = await file(alertId, validRequest(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(words);
    expect((await queue()).openCount).toBe(before);
  });

  it("answers 404 for an unknown alert and for one the public cannot see (pending)", async () => {
    const pending = await newAlert();
    const before = (await queue()).openCount;
    for (const id of [999_999, pending]) {
      const res = await file(id, validRequest());
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: "Alert not found" });
    }
    expect((await queue()).openCount).toBe(before);
  });

  it("limits how many requests one address can send", async () => {
    const send = () => file(alertId, {}, "192.0.2.77");
    for (let i = 0; i < REPORT_RATE_LIMIT.max; i++) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("the staff queue: list, take down, answer, close", () => {
  it("refuses anonymous callers (401) and cross-site staff calls (403) on every staff route, changing nothing", async () => {
    const alertId = await newPublicAlert();
    const id = await fileOk(alertId);
    const routes: Array<["GET" | "POST", string, object | undefined]> = [
      ["GET", "/api/problem-reports", undefined],
      ["POST", `/api/problem-reports/${id}/take-down`, undefined],
      ["POST", `/api/problem-reports/${id}/answer`, { answer: "We have taken it down." }],
      ["POST", `/api/problem-reports/${id}/close`, undefined],
    ];
    for (const [method, url, payload] of routes) {
      const forged: Record<string, string>[] = [
        {},
        { cookie: "staff_session=forged-session-token-00000000000000000000000" },
      ];
      for (const headers of forged) {
        const res = await staffCall(method, url, headers, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.body).not.toContain(REQUESTER_EMAIL);
      }
      if (method === "POST") {
        for (const headers of [staff.moderator, staff.admin]) {
          const res = await staffCall(method, url, { ...headers, origin: "https://evil.example" }, payload);
          expect(res.statusCode, `${method} ${url} cross-site`).toBe(403);
        }
      }
    }
    const report = (await queue()).items.find((r) => r.id === id)!;
    expect(report).toMatchObject({
      status: "open",
      answer: null,
      alertTakenDownAt: null,
      alertIsPublic: true,
    });
    expect((await t.app.inject({ method: "GET", url: `/api/alerts/${alertId}` })).statusCode).toBe(200);
  });

  it("lists open requests with the open count to moderators and admins, and closed ones on request", async () => {
    const alertId = await newPublicAlert();
    const id = await fileOk(alertId, { reason: "privacy", contact: "+592 600 7788" });
    for (const headers of [staff.moderator, staff.admin]) {
      const res = await staffCall("GET", "/api/problem-reports", headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const list = res.json() as ProblemReportList;
      expect(list.openCount).toBe(list.items.length);
      expect(list.items.find((r) => r.id === id)).toMatchObject({
        reason: "privacy",
        contact: "+592 600 7788",
      });
    }
    expect((await queue("closed")).items.find((r) => r.id === id)).toBeUndefined();
  });

  it("takes the alert down at once: 404 to the public, gone from lists, sightings, chat, photo, feed and share card; CAP Cancel; audited", async () => {
    const alertId = await newPublicAlert(await jpegWithGpsDataUrl(400, 300), "Aaliyah Takedownson");
    const photoUrl = (await t.app.inject({ method: "GET", url: `/api/alerts/${alertId}` })).json()
      .photoUrl as string;
    expect(photoUrl).toMatch(/^\/api\/photos\//);
    expect((await t.app.inject({ method: "GET", url: photoUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/cap/alerts.atom" })).body).toContain(
      "Takedownson",
    );
    expect(
      (await t.app.inject({ method: "GET", url: `/api/alerts/${alertId}/share-card.jpg` })).statusCode,
    ).toBe(200);
    // A verified sighting and the public views, loaded (and cached) before the takedown.
    const sighting = await t.app.inject({
      method: "POST",
      url: "/api/sightings",
      payload: {
        alertId,
        location: "Camp Street, Georgetown",
        description: "A girl in a navy school uniform",
      },
      remoteAddress: nextAddress(),
    });
    expect(sighting.statusCode).toBe(201);
    await t.database.db
      .update(sightings)
      .set({ isVerified: true, status: "verified" })
      .where(eq(sightings.id, sighting.json().id));
    const publicList = async () =>
      (await t.app.inject({ method: "GET", url: "/api/alerts?verified=true&active=true" }))
        .json()
        .map((a: { id: number }) => a.id);
    expect(await publicList()).toContain(alertId);
    expect((await t.app.inject({ method: "GET", url: `/api/alerts/${alertId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/alerts/${alertId}/sightings` })).statusCode).toBe(
      200,
    );

    const id = await fileOk(alertId);
    const res = await staffCall("POST", `/api/problem-reports/${id}/take-down`, staff.moderator);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as StaffProblemReport;
    expect(report).toMatchObject({ alertStatus: "taken_down", alertIsPublic: false, status: "open" });
    expect(report.alertTakenDownAt).not.toBeNull();
    expect(takenDown).toContain(alertId);

    // Public: 404 everywhere, at once (the cache was cleared by the event).
    const detail = await t.app.inject({ method: "GET", url: `/api/alerts/${alertId}` });
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual({ message: "Alert not found" });
    expect(await publicList()).not.toContain(alertId);
    const all = await t.app.inject({ method: "GET", url: "/api/alerts?verified=true" });
    expect(all.json().map((a: { id: number }) => a.id)).not.toContain(alertId);
    expect((await t.app.inject({ method: "GET", url: `/api/alerts/${alertId}/sightings` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: `/api/chat?alertId=${alertId}` })).statusCode).toBe(404);
    const chatPost = await t.app.inject({
      method: "POST",
      url: "/api/chat",
      payload: { alertId, userName: "Visitor", message: "Any news?" },
      remoteAddress: nextAddress(),
    });
    expect(chatPost.statusCode).toBe(404);
    // Its photo, its CAP feed entry and its share card are gone too.
    expect((await t.app.inject({ method: "GET", url: photoUrl })).statusCode).toBe(404);
    const feed = await t.app.inject({ method: "GET", url: "/api/cap/alerts.atom" });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain("Takedownson");
    // The feed carries the takedown's Cancel (naming nothing), not the Alert it withdraws.
    expect(feed.body).toContain(`/api/cap/messages/${alertId}-2.xml`);
    expect(feed.body).not.toContain(`/api/cap/messages/${alertId}-1.xml`);
    expect(feed.body).toContain("WITHDRAWN: this missing-person alert is no longer in force");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/alerts/${alertId}/share-card.jpg` })).statusCode,
    ).toBe(404);
    // A new sighting or problem report cannot be filed against it either.
    expect((await file(alertId, validRequest())).statusCode).toBe(404);
    // Staff still see the whole record.
    const staffView = await t.app.inject({
      method: "GET",
      url: `/api/alerts/${alertId}`,
      headers: staff.admin,
    });
    expect(staffView.json()).toMatchObject({ status: "taken_down", isVerified: false, isActive: false });
    // And a review cannot put it back by accident.
    const verifyAgain = await staffCall("POST", `/api/alerts/${alertId}/verify`, staff.moderator);
    expect(verifyAgain.statusCode).toBe(409);

    // The CAP Alert published when it was verified is followed by a Cancel.
    const cap = await t.database.db
      .select({ msgType: capMessages.msgType })
      .from(capMessages)
      .where(eq(capMessages.alertId, alertId))
      .orderBy(asc(capMessages.seq));
    expect(cap.map((m) => m.msgType)).toEqual(["Alert", "Cancel"]);
    // Aggregators can fetch the Cancel; it names nothing of the alert.
    const cancel = await t.app.inject({ method: "GET", url: `/api/cap/messages/${alertId}-2.xml` });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.body).toContain("<msgType>Cancel</msgType>");
    expect(cancel.body).not.toContain("Takedownson");

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "alert.take_down"), eq(adminAuditLog.entityId, alertId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.adminId).not.toBeNull();
    expect(JSON.stringify(audit[0]!.details)).not.toContain(REQUESTER_EMAIL);

    // Twice changes nothing more: no second event, no second Cancel.
    const again = await staffCall("POST", `/api/problem-reports/${id}/take-down`, staff.admin);
    expect(again.statusCode).toBe(200);
    expect(takenDown.filter((a) => a === alertId)).toHaveLength(1);
    const capAfter = await t.database.db.select().from(capMessages).where(eq(capMessages.alertId, alertId));
    expect(capAfter).toHaveLength(2);
  });

  it("cancels the alert's messages still waiting to go out", async () => {
    const alertId = await newPublicAlert();
    const [subscriber] = (
      (await t.database.db.execute(
        `insert into subscribers (name, email, unsubscribe_token) values ('Q', 'q-${alertId}@example.gy', 'tok-${alertId}') returning id`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    await t.database.db
      .insert(alertNotifications)
      .values({ alertId, subscriberId: subscriber!.id, notificationType: "email", status: "queued" });
    const id = await fileOk(alertId, { reason: "false_report" });
    expect(
      (await staffCall("POST", `/api/problem-reports/${id}/take-down`, staff.moderator)).statusCode,
    ).toBe(200);
    const rows = await t.database.db
      .select({ status: alertNotifications.status })
      .from(alertNotifications)
      .where(eq(alertNotifications.alertId, alertId));
    expect(rows).toEqual([{ status: "cancelled" }]);
  });

  it("stores an answer, then closes the request; both audited, a closed request takes no answer", async () => {
    const alertId = await newPublicAlert();
    const id = await fileOk(alertId, { reason: "found" });
    const empty = await staffCall("POST", `/api/problem-reports/${id}/answer`, staff.moderator, {
      answer: " ",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe("answer");

    const answered = await staffCall("POST", `/api/problem-reports/${id}/answer`, staff.moderator, {
      answer: "Thank you. We have closed the case.",
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ answer: "Thank you. We have closed the case.", status: "open" });
    expect(answered.json().answeredAt).not.toBeNull();

    const closed = await staffCall("POST", `/api/problem-reports/${id}/close`, staff.admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: "closed" });
    expect((await queue()).items.find((r) => r.id === id)).toBeUndefined();
    expect((await queue("closed")).items.find((r) => r.id === id)).toMatchObject({ status: "closed" });
    // Closing a request does not take the alert down.
    expect((await t.app.inject({ method: "GET", url: `/api/alerts/${alertId}` })).statusCode).toBe(200);

    const late = await staffCall("POST", `/api/problem-reports/${id}/answer`, staff.moderator, {
      answer: "One more thing",
    });
    expect(late.statusCode).toBe(409);

    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id));
    const actions = audit.filter((a) => a.entityType === "problem_report").map((a) => a.action);
    expect(actions).toEqual(["problem_report.answer", "problem_report.close"]);
    expect(JSON.stringify(audit)).not.toContain(REQUESTER_EMAIL);
  });

  it("answers 404 for an unknown request and 400 for a bad id", async () => {
    for (const action of ["take-down", "answer", "close"]) {
      const res = await staffCall("POST", `/api/problem-reports/999999/${action}`, staff.moderator, {
        answer: "Hello there",
      });
      expect(res.statusCode, action).toBe(404);
      const bad = await staffCall("POST", `/api/problem-reports/abc/${action}`, staff.moderator, {
        answer: "Hello there",
      });
      expect(bad.statusCode, action).toBe(400);
      expect(bad.json().field).toBe("id");
    }
  });
});
