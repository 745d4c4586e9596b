// Staff's answer to a problem report goes to the requester by e-mail when they gave an
// address, through the same SMTP channel as Request More Info.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeSmtp } from "../../../test/fakes/smtp";
import { createTestApp, type TestApp } from "../../../test/harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "../../../test/helpers/alerts.test-helpers";

let t: TestApp;
let smtp: FakeSmtp;
let staff: StaffHeaders;
let alertId: number;

beforeAll(async () => {
  smtp = new FakeSmtp();
  await smtp.start();
  t = await createTestApp({ env: smtp.env() });
  staff = await staffHeaders(t);
  const res = await t.app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput() as never });
  alertId = res.json().id;
  expect(
    (await t.app.inject({ method: "POST", url: `/api/alerts/${alertId}/verify`, headers: staff.moderator }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function file(contact: string): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${alertId}/problem-reports`,
    payload: { reason: "privacy", contact, message: "My street address is in this alert." },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const answer = (id: number, text: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/problem-reports/${id}/answer`,
    headers: staff.moderator,
    payload: { answer: text },
  });

describe("answering a problem report", () => {
  it("e-mails the answer to a requester who gave an e-mail address", async () => {
    const id = await file("requester@example.gy");
    const res = await answer(id, "We removed the street address from the alert.");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      emailed: true,
      answer: "We removed the street address from the alert.",
    });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(["requester@example.gy"]);
    expect(smtp.mails[0]!.text).toContain("We removed the street address from the alert.");
  });

  it("stores the answer without e-mail when the contact is a phone number", async () => {
    const before = smtp.mails.length;
    const id = await file("+592 600 9876");
    const res = await answer(id, "We will call you.");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailed: false, answer: "We will call you." });
    expect(smtp.mails).toHaveLength(before);
  });
});
