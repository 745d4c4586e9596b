// The built client must carry no staff secret: no access code, password, session or unlock
// token, password hash, or server-side secret from the environment. The spec's original
// product shipped its moderator code inside the bundle; this test keeps that from coming back.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapFirstAdmin } from "../src/modules/staff/bootstrap";
import { issueAccessCode } from "../src/modules/staff/staff.service";
import { createTestApp, type TestApp } from "./harness";
import { createTestStaff, signInCookie, unlockBearer } from "./helpers/auth.test-helpers";

const root = fileURLToPath(new URL("../..", import.meta.url));
const secret = (label: string) => `${label}-${randomBytes(12).toString("hex")}`;

// Secrets present in the environment while the client is built, as on a real build machine.
// VITE_-prefixed ones would be inlined by Vite if any client code read them.
const buildEnv: Record<string, string> = {
  BOOTSTRAP_ADMIN_PASSWORD: secret("bootstrap-password"),
  DATABASE_URL: `postgres://alerts:${secret("dbpass")}@db.internal:5432/alerts`,
  SESSION_SECRET: secret("session-secret"),
  SMTP_PASSWORD: secret("smtp-password"),
  TWILIO_AUTH_TOKEN: secret("twilio-token"),
  MODERATOR_ACCESS_CODE: secret("moderator-code"),
  VITE_MODERATOR_ACCESS_CODE: secret("vite-moderator-code"),
  VITE_MODERATOR_CODE: secret("vite-moderator-code"),
  VITE_ADMIN_PASSWORD: secret("vite-admin-password"),
  VITE_BOOTSTRAP_ADMIN_PASSWORD: secret("vite-bootstrap"),
};

let outDir: string;
let files: { path: string; text: string }[];
let t: TestApp;
const saved: Record<string, string | undefined> = {};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "bundle-secrets-"));
  for (const [k, v] of Object.entries(buildEnv)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  try {
    await build({
      configFile: join(root, "vite.config.ts"),
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  files = walk(outDir).map((path) => ({ path, text: readFileSync(path, "latin1") }));
  t = await createTestApp({
    clientDir: outDir,
    env: { BOOTSTRAP_ADMIN_PASSWORD: buildEnv.BOOTSTRAP_ADMIN_PASSWORD! },
  });
}, 240_000);

afterAll(async () => {
  await t?.close();
  rmSync(outDir, { recursive: true, force: true });
});

function filesContaining(needle: string): string[] {
  return files.filter((f) => f.text.includes(needle)).map((f) => f.path.slice(outDir.length));
}

describe("the built client bundle", () => {
  it("was built (the scan below is not vacuous)", () => {
    const js = files.filter((f) => f.path.endsWith(".js"));
    expect(js.length).toBeGreaterThan(3);
    // The moderator gate and the admin sign-in are in the bundle...
    expect(filesContaining("Moderator Access Code").length).toBeGreaterThan(0);
    expect(filesContaining("/api/moderation/unlock").length).toBeGreaterThan(0);
    expect(filesContaining("/api/auth/login").length).toBeGreaterThan(0);
  });

  it("contains no secret from the build environment", () => {
    for (const [name, value] of Object.entries(buildEnv)) {
      const raw = name === "DATABASE_URL" ? value.split(":")[2]!.split("@")[0]! : value;
      expect(filesContaining(raw), name).toEqual([]);
    }
  });

  it("contains no access code, password hash or hard-coded code comparison", () => {
    const codeShape = /\b[A-HJKMNP-TV-Z2-9]{4}(?:-[A-HJKMNP-TV-Z2-9]{4}){4}\b/;
    const comparison = /(access_?code|moderator_?code|mod_?code|admin_?password)\s*(===|!==|==|!=)\s*["'`]/i;
    for (const f of files) {
      expect(codeShape.test(f.text), f.path).toBe(false);
      expect(f.text.includes("$argon2"), f.path).toBe(false);
      expect(comparison.test(f.text), f.path).toBe(false);
    }
  });

  it("serves nothing that carries the live staff secrets", async () => {
    const db = t.database.db;
    const printed: string[] = [];
    await bootstrapFirstAdmin(db, t.app.ctx.config.staff, (s) => printed.push(s));
    const moderator = await createTestStaff(db, "moderator");
    const { code } = await issueAccessCode(db, moderator.id, null, new Date());
    const cookie = await signInCookie(t.app, {
      username: "admin",
      password: buildEnv.BOOTSTRAP_ADMIN_PASSWORD!,
    });
    const bearer = await unlockBearer(t.app, db, moderator.id);
    const live = [
      buildEnv.BOOTSTRAP_ADMIN_PASSWORD!,
      moderator.password,
      code,
      code.replaceAll("-", ""),
      cookie.split("=")[1]!,
      bearer.split(" ")[1]!,
    ];

    // Everything a visitor's browser downloads: the page, every asset, and the site config.
    const served: string[] = [];
    for (const url of ["/", "/verification", "/admin/dashboard", "/api/config/site", "/api/config/maps"]) {
      served.push((await t.app.inject({ method: "GET", url })).body);
    }
    for (const f of files) {
      const res = await t.app.inject({ method: "GET", url: f.path.slice(outDir.length) });
      expect(res.statusCode, f.path).toBe(200);
      served.push(res.body);
    }
    expect(served.length).toBeGreaterThan(files.length);
    for (const value of live) {
      expect(
        served.some((body) => body.includes(value)),
        `served content contains ${value.slice(0, 6)}...`,
      ).toBe(false);
    }
    // The bootstrap password came from the environment, so it was never printed either.
    expect(printed.join("")).not.toContain(buildEnv.BOOTSTRAP_ADMIN_PASSWORD!);
  });
});
