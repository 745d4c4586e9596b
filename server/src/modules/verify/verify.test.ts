// "Is this alert real?" (GET /api/verify/{code}): a current appeal names itself and links its
// official page; a closed, unknown or made-up code gets one and the same answer, whatever it is.

import { NOT_A_CURRENT_APPEAL, VERIFY_CODE_ALPHABET, VERIFY_CODE_LENGTH, verifyLine } from "@shared/verify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  type StaffHeaders,
  setAlertState,
  staffHeaders,
  validAlertInput,
} from "../../../test/helpers/alerts.test-helpers";
import { alerts } from "../../db/schema";
import { inTransaction } from "../alerts/alerts.repo";
import { setVerifyCodeIfFree } from "../alerts/verify-code.repo";
import { backfillVerifyCodes } from "../alerts/verify-code.service";
import { VERIFY_RATE_LIMIT } from "./verify.routes";

const PUBLIC_URL = "https://alerts.example.gy";
let t: TestApp;
let staff: StaffHeaders;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  staff = await staffHeaders(t);
});
afterAll(() => t.close());

let caller = 0;
/** Each check from its own address, so the per-address limit only counts in its own test. */
const nextAddress = () => `10.9.${Math.floor(++caller / 250)}.${caller % 250}`;
const check = (code: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: "GET", url: `/api/verify/${encodeURIComponent(code)}`, remoteAddress });

/** A report as the public files it; its code as staff see it. */
async function report(name: string): Promise<{ id: number; code: string }> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ name }),
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const staffView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: staff.admin });
  return { id, code: staffView.json().verifyCode as string };
}

const CODE_SHAPE = new RegExp(`^[${VERIFY_CODE_ALPHABET}]{${VERIFY_CODE_LENGTH}}$`);

describe("verify codes", () => {
  it("are given to every new report, unique, from the unambiguous alphabet", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const { code } = await report(`Code Child ${i}`);
      expect(code).toMatch(CODE_SHAPE);
      codes.add(code);
    }
    expect(codes.size).toBe(5);
  });

  it("are unique: a code another alert holds is refused in a savepoint, and the transaction goes on", async () => {
    const holder = await report("Code Holder");
    const other = await report("Code Seeker");
    await t.database.db.update(alerts).set({ verifyCode: null }).where(eq(alerts.id, other.id));
    const given = await inTransaction(t.database.db, async (tx) => {
      expect(await setVerifyCodeIfFree(tx, other.id, holder.code)).toBe(false);
      expect(await setVerifyCodeIfFree(tx, other.id, "222222")).toBe(true);
      const [row] = await tx.select().from(alerts).where(eq(alerts.id, other.id));
      return row!.verifyCode;
    });
    expect(given).toBe("222222");
  });

  it("are given to alerts stored without one (older records, demo data) by the backfill", async () => {
    const { id } = await report("Older Record");
    await t.database.db.update(alerts).set({ verifyCode: null }).where(eq(alerts.id, id));
    expect(await backfillVerifyCodes(t.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, id));
    expect(row!.verifyCode).toMatch(CODE_SHAPE);
    expect(await backfillVerifyCodes(t.database.db)).toBe(0);
  });

  it("are on the public alert and in the line the page, card and poster print", async () => {
    const { id, code } = await report("Public Code Child");
    await setAlertState(t, id, "verified");
    const res = await t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    expect(res.json().verifyCode).toBe(code);
    expect(verifyLine("https://alerts.example.gy/", code)).toBe(
      `Verify this alert at alerts.example.gy/verify — code ${code}`,
    );
  });
});

describe("GET /api/verify/{code}", () => {
  it("names a current appeal and links its official page, however the code is typed", async () => {
    const { id, code } = await report("Current Appeal Child");
    await setAlertState(t, id, "verified");
    for (const typed of [code, code.toLowerCase(), `${code.slice(0, 3)}-${code.slice(3)}`, ` ${code} `]) {
      const res = await check(typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toEqual({
        current: true,
        message: "This is a current appeal of ours.",
        code,
        alertId: id,
        name: "Current Appeal Child",
        alertUrl: `${PUBLIC_URL}/alert/${id}`,
      });
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers closed, pending, denied, staff-only, unknown and made-up codes identically", async () => {
    const closed = await report("Closed Case Child");
    await setAlertState(t, closed.id, "resolved");
    const pending = await report("Pending Report Child");
    const denied = await report("Denied Report Child");
    await setAlertState(t, denied.id, "denied");
    const staffOnly = await report("Staff Only Child");
    await setAlertState(t, staffOnly.id, "verified");
    await t.database.db
      .update(alerts)
      .set({ sharingPolicy: "staff_only" })
      .where(eq(alerts.id, staffOnly.id));
    // A code of the right shape that no alert holds.
    const taken = new Set(
      (await t.database.db.select({ c: alerts.verifyCode }).from(alerts)).map((r) => r.c),
    );
    const unknown = ["ZZZZZZ", "YYYYYY", "XXXXXX"].find((c) => !taken.has(c))!;

    const answers = await Promise.all(
      [closed.code, pending.code, denied.code, staffOnly.code, unknown, "ABC", "ABCDEFGH", "O0O0O0"].map(
        (code) => check(code),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify({ current: false, message: NOT_A_CURRENT_APPEAL }));
      expect(res.headers["content-type"]).toBe(answers[0]!.headers["content-type"]);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    expect(answers[0]!.body).not.toContain("Closed Case Child");
  });

  it("refuses text that cannot be a code with a 400 naming the field", async () => {
    for (const typed of ["<script>alert(1)</script>", "x".repeat(21), "ABC_123", "ABC.123"]) {
      const res = await check(typed);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json()).toEqual({
        message: "code: must be the 6-letter code printed on the alert",
        field: "code",
      });
    }
  });

  it("is limited per address, the same for every code", async () => {
    const address = "10.99.0.1";
    for (let i = 0; i < VERIFY_RATE_LIMIT.max; i += 1) {
      expect((await check("ZZZZZZ", address)).statusCode).toBe(200);
    }
    const limited = await check("ZZZZZZ", address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await check("ZZZZZZ", "10.99.0.2")).statusCode).toBe(200);
  });
});
