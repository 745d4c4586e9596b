// Staff set-up for the moderation and admin sign-in journeys, through the real API.
import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { LEAFLET_ATTRIBUTION, seriousViolations } from "./a11y";

/** The first admin's credentials: playwright.config.ts sets BOOTSTRAP_ADMIN_PASSWORD for e2e. */
export const ADMIN = { username: "admin", password: process.env.E2E_ADMIN_PASSWORD ?? "" };

/** A request context signed in as the first admin (its own cookie jar, not the page's). */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post("/api/auth/login", { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

let counter = 0;

/** Creates a moderator through the admin API and issues their personal access code. */
export async function newModerator(
  api: APIRequestContext,
): Promise<{ username: string; password: string; code: string }> {
  counter += 1;
  const username = `mod-${process.pid}-${Date.now() % 100_000}-${counter}`;
  const created = await api.post("/api/admin/staff", { data: { username, role: "moderator" } });
  expect(created.status(), await created.text()).toBe(201);
  const { staff, password } = (await created.json()) as { staff: { id: number }; password: string };
  const issued = await api.post(`/api/admin/staff/${staff.id}/access-code`);
  expect(issued.status(), await issued.text()).toBe(201);
  const { code } = (await issued.json()) as { code: string };
  return { username, password, code };
}

/** A fresh pending report through the public API; returns its id. */
export async function reportAlert(
  api: APIRequestContext,
  fields: { name: string; lastLocation: string; latitude?: number; longitude?: number },
): Promise<number> {
  const res = await api.post("/api/alerts", {
    data: {
      age: 11,
      description: "About 4 ft 8 in, slim, short black hair.",
      clothing: "Green school uniform and black shoes.",
      lastSeen: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      latitude: fields.latitude ?? null,
      longitude: fields.longitude ?? null,
      circumstances: "Did not come home after school.",
      photoUrl: "",
      reporterName: "Marcia Ramdin",
      reporterRelationship: "Aunt",
      reporterPhone: "+592 600 4321",
      reporterEmail: "marcia.ramdin@example.gy",
      isActive: true,
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** No serious or critical accessibility violations (Leaflet's attribution control excluded). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page, { exclude: LEAFLET_ATTRIBUTION })).toEqual([]);
}

/** The toast on screen, as text. */
export function toast(page: Page) {
  return page.getByTestId("toast");
}

/** Signs in as the first admin on the sign-in form shown at `path`. */
export async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
