// A case that may involve custody or domestic violence, or an adult, is published only once the
// police confirm it: by a police liaison's account, or through a single-use link e-mailed to the
// configured police address. Then, and only then, the public surfaces say "Police-confirmed".

import type { CreateAlertInput } from "@shared/alerts";
import type { IntakeInput } from "@shared/intake.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeSmtp } from "../../../test/fakes/smtp";
import { createTestApp, type TestApp } from "../../../test/harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "../../../test/helpers/alerts.test-helpers";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import { capSchemaErrors } from "../../../test/helpers/cap.test-helpers";

const POLICE_ADDRESS = "liaison@police.example.gy";
const HOUR = 3_600_000;

let t: TestApp;
let smtp: FakeSmtp;
let staff: StaffHeaders;
let police: Record<string, string>;
let clock = new Date();

beforeAll(async () => {
  smtp = new FakeSmtp();
  await smtp.start();
  t = await createTestApp({
    env: { ...smtp.env(), POLICE_CONFIRMATION_EMAIL: POLICE_ADDRESS },
    now: () => clock,
  });
  staff = await staffHeaders(t);
  police = { cookie: await signInCookie(t.app, await createTestStaff(t.database.db, "police")) };
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function report(
  intake: IntakeInput | null,
  overrides: Partial<CreateAlertInput> = {},
): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ intake, ...overrides }) as never,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const verify = (id: number) =>
  t.app.inject({ method: "POST", url: `/api/alerts/${id}/verify`, headers: staff.moderator });
const approve = (id: number) =>
  t.app.inject({ method: "POST", url: `/api/admin/alerts/${id}/approve`, headers: staff.admin });
const confirmAsPolice = (id: number, payload: object = CONFIRMATION) =>
  t.app.inject({ method: "POST", url: `/api/alerts/${id}/police-confirmation`, headers: police, payload });
const staffView = async (id: number) =>
  (await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: staff.admin })).json();

const CONFIRMATION = {
  station: "Brickdam Police Station",
  incidentNumber: "GPF-2026-0412",
  officer: "Cpl. R. Persaud",
};

/** The link in the newest e-mail to the police address, as the path the officer opens. */
/** The police's mails about one case: earlier tests' mails may still be arriving. */
function mailsAbout(alertId: number) {
  return smtp
    .mailsTo(POLICE_ADDRESS)
    .filter((m) => m.subject === `Police confirmation requested: case #${alertId}`);
}

/** The link in the `count`th mail about a case, once it has arrived. */
async function linkToken(alertId: number, count = 1): Promise<string> {
  await expect.poll(() => mailsAbout(alertId).length).toBe(count);
  const mail = mailsAbout(alertId).at(-1)!;
  const match = /\/police-confirm\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

describe("a report that needs a police confirmation", () => {
  it("cannot be verified or approved until one is recorded (409 naming why), and can after", async () => {
    const id = await report({ custodyOrder: "yes", legalGuardian: "yes" });
    for (const res of [await verify(id), await approve(id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: "Police confirmation required before publishing: custody or protection order",
      });
    }
    // Nothing was published meanwhile.
    expect((await t.app.inject({ method: "GET", url: `/api/alerts/${id}` })).statusCode).toBe(404);
    const pending = await staffView(id);
    expect(pending).toMatchObject({
      isVerified: false,
      status: "pending",
      policeConfirmed: false,
      policeConfirmationReasons: ["custody or protection order"],
      policeConfirmation: null,
    });
    expect(pending.suggestedLevel.reasons).toContain(
      "Police confirmation required: custody or protection order",
    );

    const confirmed = await confirmAsPolice(id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ alertId: id, confirmed: true });
    expect((await staffView(id)).policeConfirmation).toMatchObject({
      ...CONFIRMATION,
      confirmedById: expect.any(Number),
    });

    expect((await verify(id)).statusCode).toBe(200);
    const audit = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit-log?entityType=alert&entityId=${id}`,
      headers: staff.admin,
    });
    expect(audit.json().map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(["alert.police_confirm", "alert.verify"]),
    );
  });

  it("names every reason: the reporter is not the guardian, an adult", async () => {
    const notGuardian = await report({ legalGuardian: "no" });
    expect((await verify(notGuardian)).json()).toEqual({
      message: "Police confirmation required before publishing: the reporter is not the legal guardian",
    });
    const adult = await report({ custodyOrder: "yes" }, { age: 19 });
    expect((await approve(adult)).json()).toEqual({
      message:
        "Police confirmation required before publishing: custody or protection order; the missing person is an adult",
    });
    // Answers that do not ask for one: a child, the guardian reporting, no order (or not known).
    const child = await report({ custodyOrder: "unknown", legalGuardian: "yes" });
    expect((await staffView(child)).policeConfirmationReasons).toEqual([]);
    expect((await verify(child)).statusCode).toBe(200);
  });

  it("refuses an incomplete confirmation with 400 naming the field, and a closed case with 409", async () => {
    const id = await report({ custodyOrder: "yes" });
    const res = await confirmAsPolice(id, { station: "Brickdam", incidentNumber: "1" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "officer: is required" });
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/resolve`,
      headers: staff.moderator,
    });
    expect(rejected.statusCode).toBe(200);
    expect((await confirmAsPolice(id)).statusCode).toBe(409);
    expect((await confirmAsPolice(999_999)).statusCode).toBe(404);
  });
});

describe("a police-confirmed case on the public surfaces", () => {
  let id: number;
  beforeAll(async () => {
    id = await report({ custodyOrder: "yes" });
    expect((await confirmAsPolice(id)).statusCode).toBe(200);
    expect((await verify(id)).statusCode).toBe(200);
  });

  it("says Police-confirmed in its public JSON, and nothing of the confirmation", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    expect(res.json()).toMatchObject({ policeConfirmed: true });
    for (const detail of Object.values(CONFIRMATION)) expect(res.body).not.toContain(detail);
  });

  it("says so in its CAP message's sender name and note, which still validates", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/cap/messages/${id}-1.xml` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<senderName>[^<]+ \(Police-confirmed\)<\/senderName>/);
    expect(res.body).toContain("<note>Police-confirmed: the police have confirmed this case.</note>");
    expect(await capSchemaErrors(res.body)).toEqual([]);
    for (const detail of Object.values(CONFIRMATION)) expect(res.body).not.toContain(detail);
  });

  it("says nothing of the kind for a case without a confirmation", async () => {
    const other = await report(null);
    expect((await verify(other)).statusCode).toBe(200);
    const res = await t.app.inject({ method: "GET", url: `/api/alerts/${other}` });
    expect(res.json()).toMatchObject({ policeConfirmed: false });
    const cap = await t.app.inject({ method: "GET", url: `/api/cap/messages/${other}-1.xml` });
    expect(cap.body).not.toContain("Police-confirmed");
  });
});

describe("the police confirmation link", () => {
  it("is e-mailed when a flagged report arrives, shows the case, works once and refuses reuse", async () => {
    const id = await report({
      custodyOrder: "yes",
      medicalNeeds: "Epilepsy; takes Keppra twice a day",
      needsMedication: "yes",
      policeReportMade: "yes",
      policeStation: "Brickdam",
      policeIncidentNumber: "GPF-77",
    });
    const token = await linkToken(id);
    const mail = mailsAbout(id).at(-1)!;
    // The e-mail carries the link, not the case.
    expect(mail.text).not.toContain("Aaliyah");
    expect(mail.text).not.toContain("custody");

    const page = await t.app.inject({ method: "GET", url: `/api/police-confirmation/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.json()).toMatchObject({
      alertId: id,
      name: "Aaliyah Persaud",
      reporterRelationship: "Mother",
      custodyOrder: "yes",
      reasons: ["custody or protection order"],
      familyPoliceReport: { station: "Brickdam", incidentNumber: "GPF-77", officer: null },
      confirmed: false,
    });
    // An officer does not need the medical answers to confirm a case.
    expect(page.body).not.toContain("Keppra");

    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: `/api/police-confirmation/${token}`, payload });
    expect((await post({ station: "Brickdam" })).statusCode).toBe(400);
    const first = await post(CONFIRMATION);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ alertId: id, confirmed: true });
    expect((await staffView(id)).policeConfirmation).toMatchObject({ ...CONFIRMATION, confirmedById: null });

    const invalid = {
      message: "This confirmation link is not valid: it may have expired or been used already.",
    };
    for (const res of [
      await post(CONFIRMATION),
      await t.app.inject({ method: "GET", url: `/api/police-confirmation/${token}` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(invalid);
    }
    expect((await verify(id)).statusCode).toBe(200);
  });

  it("expires", async () => {
    const id = await report({ legalGuardian: "no" });
    const token = await linkToken(id);
    const at = clock;
    try {
      clock = new Date(at.getTime() + 72 * HOUR + 1000);
      const res = await t.app.inject({ method: "GET", url: `/api/police-confirmation/${token}` });
      expect(res.statusCode).toBe(404);
      const post = await t.app.inject({
        method: "POST",
        url: `/api/police-confirmation/${token}`,
        payload: CONFIRMATION,
      });
      expect(post.statusCode).toBe(404);
    } finally {
      clock = at;
    }
    expect((await verify(id)).statusCode).toBe(409);
  });

  it("is sent again when a moderator asks, and not for a report that needs none", async () => {
    const plain = await report(null);
    const flagged = await report({ custodyOrder: "yes" });
    await linkToken(flagged);
    expect(mailsAbout(plain)).toEqual([]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${flagged}/police-confirmation/request`,
      headers: staff.moderator,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ transport: "smtp" });
    const token = await linkToken(flagged, 2);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/police-confirmation/${token}` })).json(),
    ).toMatchObject({
      alertId: flagged,
    });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/police-confirmation/not-a-token" })).statusCode,
    ).toBe(404);
  });

  it("lists the cases awaiting a confirmation on the police screen", async () => {
    const id = await report({ custodyOrder: "yes" });
    const res = await t.app.inject({ method: "GET", url: "/api/police/cases", headers: police });
    expect(res.statusCode).toBe(200);
    const cases = res.json() as { alertId: number; reasons: string[] }[];
    expect(cases.find((c) => c.alertId === id)).toMatchObject({ reasons: ["custody or protection order"] });
    expect(cases.every((c) => c.reasons.length > 0)).toBe(true);
  });
});

describe("a police liaison's account", () => {
  it("signs in with its password, and gets no access code to the moderator dashboard", async () => {
    const liaison = await createTestStaff(t.database.db, "police");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/staff/${liaison.id}/access-code`,
      headers: staff.admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "A police account signs in with its password; access codes open the moderator dashboard",
    });
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: police });
    expect(session.json()).toMatchObject({ staff: { role: "police" } });
  });
});

describe("without a police address", () => {
  it("answers the moderator's request with 409 saying what to configure", async () => {
    const bare = await createTestApp();
    try {
      const headers = await staffHeaders(bare);
      const res = await bare.app.inject({
        method: "POST",
        url: "/api/alerts",
        payload: validAlertInput({ intake: { custodyOrder: "yes" } }) as never,
      });
      const request = await bare.app.inject({
        method: "POST",
        url: `/api/alerts/${res.json().id}/police-confirmation/request`,
        headers: headers.moderator,
      });
      expect(request.statusCode).toBe(409);
      expect(request.json()).toEqual({
        message: "No police confirmation address is configured (POLICE_CONFIRMATION_EMAIL)",
      });
    } finally {
      await bare.close();
    }
  });
});
