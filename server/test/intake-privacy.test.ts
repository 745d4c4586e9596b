// The intake answers about custody, medical conditions, the reporter and the police, and the
// police confirmation's details, are staff-only. A report plants a distinctive canary in every
// answer that takes text (and answers every choice); it is confirmed by the police (canaries
// again), verified and sent to a subscriber (messages written by the log transport), and then
// every public surface is searched for the canaries: the API (report answer, list, detail), the
// alert page's HTML, preview tags and server rendering, the CAP feed and message, the share
// card's, share image's and poster's texts, the messages, and every log line written meanwhile.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { SERVER_RENDERING_ENTRY } from "@shared/server-rendering";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { alerts } from "../src/db/schema";
import { DomainEvents } from "../src/events";
import { requestForLog } from "../src/http/access-log";
import { maskLogCall } from "../src/log-masking";
import { cardLayout, portraitLayout } from "../src/modules/share/share.images";
import { posterLayout } from "../src/modules/share/share.pdf";
import { shareSite } from "../src/modules/share/share.service";
import { toShareFacts } from "../src/modules/share/share.text";
import { insertSubscriber, outboxRows, waitUntilSettled } from "./fakes/notification-fixtures";
import { clientDirWith, createTestDatabase, type TestApp, type TestDatabase, testConfig } from "./harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "./helpers/alerts.test-helpers";
import { createTestStaff, signInCookie } from "./helpers/auth.test-helpers";

const CANARY = {
  medicalNeeds: "CANARY-MEDICAL-epilepsy-k3ppra",
  lastSeenWith: "CANARY-WITH-uncle-d3v",
  policeStation: "CANARY-FAMILY-STATION-br1ckdam",
  policeIncidentNumber: "CANARY-FAMILY-INCIDENT-0412",
  policeOfficer: "CANARY-FAMILY-OFFICER-persaud",
  confirmedStation: "CANARY-CONFIRMED-STATION-eve-leary",
  confirmedIncident: "CANARY-CONFIRMED-INCIDENT-9981",
  confirmedOfficer: "CANARY-CONFIRMED-OFFICER-singh",
  reporterEmail: "canary.reporter.mail@example.gy",
  policeReference: "CANARY-POLICE-REFERENCE-77",
} as const;

/** The intake's keys that name staff-only answers: no public JSON carries them. */
const STAFF_ONLY_KEYS = [
  "intake",
  "medicalNeeds",
  "custodyOrder",
  "legalGuardian",
  "missingBefore",
  "lastSeenWith",
  "policeReportMade",
  "policeStation",
  "policeIncidentNumber",
  "policeOfficer",
  "policeConfirmation",
  "policeConfirmationReasons",
  "policeReference",
  "reporterEmail",
];

const VEHICLE = { vehicleMake: "Toyota Allion", vehicleColour: "silver", vehiclePlate: "PXX 4321" };

const INDEX = `<!doctype html>
<html lang="en"><head><title>Built title</title></head><body><div id="root"></div></body></html>`;

/** A stand-in for the client's rendering bundle: the alert page shows everything the API gave it. */
const BUNDLE = `
export const createPageRenderer = ({ get }) => ({
  async render({ path, search, now }) {
    const match = /^\\/alert\\/(\\d+)$/.exec(path);
    if (!match) return null;
    const answer = await get("/api/alerts/" + match[1]);
    return {
      html: "<main>" + answer.body.replace(/</g, "&lt;") + "</main>",
      state: { path, search, renderedAt: now.toISOString(), queries: {} },
    };
  },
});
`;

let database: TestDatabase;
let app: App;
let t: TestApp;
let staff: StaffHeaders;
const logLines: string[] = [];
/** Public answers met on the way (the report's own answer). */
const publicBodies: [string, string][] = [];
let alertId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const serverRenderDir = mkdtempSync(join(tmpdir(), "ssr-"));
  writeFileSync(join(serverRenderDir, SERVER_RENDERING_ENTRY), BUNDLE);
  const events = new DomainEvents();
  // The app's own logging (the request serializer and the masking hook), at the most verbose level.
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: "trace" }),
    database,
    events,
    clientDir: clientDirWith(INDEX),
    serverRenderDir,
    dispatcher: true,
    logger: {
      level: "trace",
      stream,
      serializers: { req: requestForLog },
      hooks: { logMethod: maskLogCall },
    },
  });
  await app.ready();
  t = { app, database, events, close: async () => {} };
  staff = await staffHeaders(t);
  await insertSubscriber(database.db, {
    name: "Near Neighbour",
    email: "neighbour@example.gy",
    phone: "+592 600 5555",
    latitude: 6.8066,
    longitude: -58.1625,
  });

  // Reporting, the police confirmation and the verification, with every log line kept.
  const report = await app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({
      reporterEmail: CANARY.reporterEmail,
      policeReference: CANARY.policeReference,
      intake: {
        medicalNeeds: CANARY.medicalNeeds,
        needsMedication: "yes",
        nearWater: true,
        nearBush: true,
        nearMainRoad: true,
        missingBefore: "yes",
        lastSeenWith: CANARY.lastSeenWith,
        ...VEHICLE,
        custodyOrder: "yes",
        legalGuardian: "no",
        policeReportMade: "yes",
        policeStation: CANARY.policeStation,
        policeIncidentNumber: CANARY.policeIncidentNumber,
        policeOfficer: CANARY.policeOfficer,
      },
    }) as never,
  });
  expect(report.statusCode, report.body).toBe(201);
  alertId = report.json().id;
  publicBodies.push(["POST /api/alerts", report.body]);

  const police = { cookie: await signInCookie(app, await createTestStaff(database.db, "police")) };
  const confirmed = await app.inject({
    method: "POST",
    url: `/api/alerts/${alertId}/police-confirmation`,
    headers: police,
    payload: {
      station: CANARY.confirmedStation,
      incidentNumber: CANARY.confirmedIncident,
      officer: CANARY.confirmedOfficer,
    },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const verified = await app.inject({
    method: "POST",
    url: `/api/alerts/${alertId}/verify`,
    headers: staff.moderator,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  await waitUntilSettled(database.db);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});

function expectNoCanary(where: string, text: string) {
  for (const canary of Object.values(CANARY))
    expect(text, `${where} carries ${canary}`).not.toContain(canary);
}

describe("the canaries", () => {
  it("are all stored and shown to staff (so the searches below can fail)", async () => {
    const res = await app.inject({ method: "GET", url: `/api/alerts/${alertId}`, headers: staff.admin });
    for (const canary of Object.values(CANARY)) expect(res.body).toContain(canary);
  });
});

describe("no intake answer, reporter detail or police detail appears", () => {
  it("in the public API: the report's answer, the list and the alert", async () => {
    const list = await app.inject({ method: "GET", url: "/api/alerts?verified=true&active=true" });
    const detail = await app.inject({ method: "GET", url: `/api/alerts/${alertId}` });
    expect(list.json().map((a: { id: number }) => a.id)).toContain(alertId);
    expect(detail.statusCode).toBe(200);
    for (const [where, body] of [...publicBodies, ["list", list.body], ["detail", detail.body]] as const) {
      expectNoCanary(where, body);
      for (const key of STAFF_ONLY_KEYS) expect(body, `${where}: ${key}`).not.toContain(`"${key}"`);
    }
    // What helps the search is public: the vehicle and that the person needs medication.
    expect(detail.json()).toMatchObject({
      vehicle: { make: "Toyota Allion", colour: "silver", plate: "PXX 4321" },
      needsMedication: true,
      policeConfirmed: true,
    });
  });

  it("in the alert page's HTML: preview tags and server-rendered content", async () => {
    const res = await app.inject({ method: "GET", url: `/alert/${alertId}` });
    expect(res.statusCode).toBe(200);
    // The stand-in renderer was given the alert (so the page could have leaked it).
    expect(res.body).toContain("Aaliyah Persaud");
    expect(res.body).toContain("PXX 4321");
    expectNoCanary("alert page", res.body);
  });

  it("in the CAP feed and message", async () => {
    const feed = await app.inject({ method: "GET", url: "/api/cap/alerts.atom" });
    const message = await app.inject({ method: "GET", url: `/api/cap/messages/${alertId}-1.xml` });
    expect(feed.body).toContain("Aaliyah Persaud");
    expect(message.body).toContain("Police-confirmed");
    expectNoCanary("CAP feed", feed.body);
    expectNoCanary("CAP message", message.body);
  });

  it("in the share card's, share image's and poster's texts", async () => {
    const [row] = await database.db.select().from(alerts).where(eq(alerts.id, alertId));
    const facts = toShareFacts(row!);
    const site = shareSite(app.ctx, alertId);
    expectNoCanary("share facts", JSON.stringify(facts));
    const measure = (text: string, size: number) => text.length * size * 0.5;
    const texts = [
      ...cardLayout(facts, site, false).texts,
      ...portraitLayout(facts, site, false).texts,
      ...posterLayout(facts, site, false, measure).flatMap((op) => (op.kind === "text" ? [op.text] : [])),
    ];
    expect(texts).toContain("Police-confirmed");
    expectNoCanary("share texts", texts.join("\n"));
    for (const file of ["share-card.jpg", "poster.pdf", "poster.jpg"]) {
      const res = await app.inject({ method: "GET", url: `/api/alerts/${alertId}/${file}` });
      expect(res.statusCode, file).toBe(200);
    }
  });

  it("in the messages sent to subscribers", async () => {
    const rows = await outboxRows(database.db, alertId);
    expect(rows.length).toBeGreaterThan(0);
    const logged = logLines.filter((line) => line.includes("no provider configured"));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join("\n")).toContain("Aaliyah Persaud");
    expectNoCanary("messages", logged.join("\n"));
  });

  it("in any log line written while reporting, confirming and verifying", () => {
    expect(logLines.length).toBeGreaterThan(5);
    expect(logLines.some((line) => line.includes(`/api/alerts/${alertId}/verify`))).toBe(true);
    expectNoCanary("log", logLines.join("\n"));
  });
});
