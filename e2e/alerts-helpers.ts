// Shared by the alert journeys: staff actions through the real API, and test images.
import { type APIRequestContext, type Browser, expect, type Page, request } from "@playwright/test";
import sharp from "sharp";
import { baseURL } from "../playwright.config";
import { seriousViolations } from "./a11y";
import { newContext } from "./browser-context";

/** Signs in as the first admin (its password is set for e2e in playwright.config.ts). */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const res = await api.post("/api/auth/login", {
    data: { username: "admin", password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

export async function verifyAlert(api: APIRequestContext, id: number): Promise<void> {
  const res = await api.post(`/api/alerts/${id}/verify`);
  expect(res.status(), await res.text()).toBe(200);
}

export async function verifySighting(api: APIRequestContext, id: number): Promise<void> {
  const res = await api.post(`/api/sightings/${id}/verify`);
  expect(res.status(), await res.text()).toBe(200);
}

export interface NewAlert {
  name: string;
  lastLocation: string;
  latitude?: number | null;
  longitude?: number | null;
  age?: number;
  /** A data URL of the photo; none by default. */
  photoUrl?: string;
}

/** Reports an alert through the public API and verifies it as staff; returns its id. */
export async function createVerifiedAlert(api: APIRequestContext, alert: NewAlert): Promise<number> {
  const res = await api.post("/api/alerts", {
    data: {
      name: alert.name,
      age: alert.age ?? 10,
      description: "About 4 ft 6 in, slim, short black hair.",
      clothing: "White T-shirt and blue shorts.",
      lastLocation: alert.lastLocation,
      latitude: alert.latitude ?? null,
      longitude: alert.longitude ?? null,
      lastSeen: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      circumstances: null,
      photoUrl: alert.photoUrl ?? "",
      reporterName: "Test Reporter",
      reporterRelationship: "Aunt",
      reporterPhone: "+592 600 0000",
      reporterEmail: "reporter@example.gy",
      isActive: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await verifyAlert(api, id);
  return id;
}

export interface ReportForm {
  name: string;
  age: string;
  description: string;
  clothing: string;
  /** Typed into the address field as is (no suggestion chosen, no pin). */
  location: string;
  /** As the datetime-local field takes it: 2025-01-05T10:30. */
  lastSeen: string;
  reporterName: string;
  relationship: string;
  phone: string;
  email: string;
}

/** Fills in the /report form on the page, without a photo, and ticks the confirmation. */
export async function fillReportForm(page: Page, report: ReportForm): Promise<void> {
  await page.getByLabel("Full Name").fill(report.name);
  await page.getByRole("spinbutton", { name: "Age" }).fill(report.age);
  await page.getByLabel("Physical Description").fill(report.description);
  await page.getByLabel("Clothing Last Worn").fill(report.clothing);
  const address = page.getByRole("combobox", { name: /Last Known Location/ });
  await expect(address).toBeEnabled();
  await address.fill(report.location);
  await page.getByLabel("Date and Time Last Seen").fill(report.lastSeen);
  await page.getByLabel("Your Name").fill(report.reporterName);
  await page.getByLabel("Relationship to Missing Person").fill(report.relationship);
  await page.getByLabel("Phone Number").fill(report.phone);
  await page.getByLabel("Email Address").fill(report.email);
  await page.getByLabel(/I confirm that the information/).check();
}

/** A JPEG photo carrying camera EXIF and GPS tags, 1200x900. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#7c3aed" } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: "PhoneCo", Model: "Camera 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "6/1 48/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "58/1 9/1 0/1",
      },
    })
    .toBuffer();
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: import("@playwright/test").Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

export async function newPage(browser: Browser) {
  const context = await newContext(browser);
  return { context, page: await context.newPage() };
}
