// "I'm safe": the public form answers the same whatever the alert; a request about a current
// appeal reaches the staff queue; confirming it closes the case (found safe, its publicity
// ended) and e-mails the reporter that the person is safe, and nothing of where.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeSmtp } from "../../../test/fakes/smtp";
import { createTestApp, type TestApp } from "../../../test/harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "../../../test/helpers/alerts.test-helpers";

let t: TestApp;
let smtp: FakeSmtp;
let staff: StaffHeaders;

beforeAll(async () => {
  smtp = new FakeSmtp();
  await smtp.start();
  t = await createTestApp({ env: { ...smtp.env(), SITE_BRAND_NAME: "Hope Alert" } });
  staff = await staffHeaders(t);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function reported(name: string, reporterEmail = "savitri.persaud@example.gy"): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ name, reporterEmail }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function verified(name: string, reporterEmail?: string): Promise<number> {
  const id = await reported(name, reporterEmail);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${id}/verify`,
    headers: staff.moderator,
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const send = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/safe-requests", payload: payload as object });

const queue = async (status = "pending") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/safe-requests?status=${status}`,
    headers: staff.moderator,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("private, no-store");
  return res.json() as {
    items: Array<{
      id: number;
      alertId: number;
      message: string | null;
      contact: string | null;
      status: string;
    }>;
    pendingCount: number;
  };
};

const PLACE = "staying with my cousin at 14 Republic Road, Linden";

describe("POST /api/safe-requests", () => {
  it("answers the same for a current appeal, a pending report, a closed case and an unknown id", async () => {
    const current = await verified("Kavita Ramdial");
    const pending = await reported("Not Yet Public");
    const closed = await verified("Closed Already");
    await t.app.inject({
      method: "POST",
      url: `/api/alerts/${closed}/close`,
      headers: staff.moderator,
      payload: { outcome: "closed_other" },
    });
    const answers = [];
    for (const alertId of [current, pending, closed, 987_654]) {
      const res = await send({ alertId, message: `I am fine, ${PLACE}.`, contact: "+592 622 0000" });
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 202, body: JSON.stringify({ received: true }) });

    // Only the request about the current appeal is kept, with what the person wrote, for staff.
    const items = (await queue()).items.filter((r) => [current, pending, closed].includes(r.alertId));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ alertId: current, contact: "+592 622 0000", status: "pending" });
    expect(items[0]!.message).toContain("Linden");
  });

  it("needs only the alert; bad input is a 400 naming the field", async () => {
    const id = await verified("Only The Alert");
    expect((await send({ alertId: id })).statusCode).toBe(202);
    const missing = await send({ message: "I am safe" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("alertId");
    const long = await send({ alertId: id, message: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("message");
    const extra = await send({ alertId: id, whereAmI: "Linden" });
    expect(extra.statusCode).toBe(400);
  });
});

describe("the staff queue", () => {
  it("confirming closes the case, ends its publicity and tells the reporter only that the person is safe", async () => {
    const id = await verified("Deonarine Singh", "reporter.singh@example.gy");
    await send({
      alertId: id,
      message: `Please stop looking, I left on my own. I am ${PLACE}.`,
      contact: "deo@example.gy",
    });
    const request = (await queue()).items.find((r) => r.alertId === id)!;
    const before = smtp.mails.length;

    const res = await t.app.inject({
      method: "POST",
      url: `/api/safe-requests/${request.id}/confirm`,
      headers: staff.moderator,
      payload: { note: "Spoke to him by phone; Linden police did a safe-and-well check." },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      reporterEmailed: true,
      request: { id: request.id, status: "confirmed", alertIsActive: false },
    });

    const staffView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: staff.admin });
    expect(staffView.json()).toMatchObject({ isActive: false, outcome: "found_safe" });
    const publicView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    expect(publicView.json()).toEqual({ id, redacted: true, ended: true, isActive: false });

    expect(smtp.mails).toHaveLength(before + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual(["reporter.singh@example.gy"]);
    expect(mail.text).toContain("Deonarine Singh is safe");
    for (const secret of [
      "Linden",
      "Republic Road",
      "cousin",
      "deo@example.gy",
      "safe-and-well",
      "left on my own",
    ]) {
      expect(mail.text, secret).not.toContain(secret);
      expect(mail.subject, secret).not.toContain(secret);
    }

    // A second confirmation changes nothing and sends nothing.
    const again = await t.app.inject({
      method: "POST",
      url: `/api/safe-requests/${request.id}/confirm`,
      headers: staff.moderator,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().reporterEmailed).toBe(false);
    expect(smtp.mails).toHaveLength(before + 1);

    const audit = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit-log?entityType=safe_request&entityId=${request.id}`,
      headers: staff.admin,
    });
    expect(audit.json().map((e: { action: string }) => e.action)).toContain("safe_request.confirm");
  });

  it("dismissing keeps the case open; a dismissed request cannot close it", async () => {
    const id = await verified("Still Missing Person");
    await send({ alertId: id, message: "This is not really me." });
    const request = (await queue()).items.find((r) => r.alertId === id)!;
    const before = smtp.mails.length;
    const dismiss = await t.app.inject({
      method: "POST",
      url: `/api/safe-requests/${request.id}/dismiss`,
      headers: staff.moderator,
    });
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    expect(dismiss.json()).toMatchObject({ status: "dismissed", alertIsActive: true });
    expect((await queue("dismissed")).items.map((r) => r.id)).toContain(request.id);
    expect((await queue()).items.map((r) => r.id)).not.toContain(request.id);
    const confirm = await t.app.inject({
      method: "POST",
      url: `/api/safe-requests/${request.id}/confirm`,
      headers: staff.moderator,
    });
    expect(confirm.statusCode).toBe(409);
    expect((await t.app.inject({ method: "GET", url: `/api/alerts/${id}` })).json().isActive).toBe(true);
    expect(smtp.mails).toHaveLength(before);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/safe-requests/999999/dismiss",
          headers: staff.moderator,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("is for staff only", async () => {
    for (const [method, url] of [
      ["GET", "/api/safe-requests"],
      ["POST", "/api/safe-requests/1/confirm"],
      ["POST", "/api/safe-requests/1/dismiss"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});
