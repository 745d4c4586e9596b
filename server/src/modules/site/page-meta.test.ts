import { formatGuyanaDateTime } from "@shared/guyana-time";
import { ALERT_PAGE_PHOTO_SIZES } from "@shared/photos";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDirWith, createTestApp, type TestApp } from "../../../test/harness";
import {
  reportWithPhoto,
  type StaffHeaders,
  setAlertState,
  setAnnounceFound,
  staffHeaders,
  validAlertInput,
  verifyAsModerator,
} from "../../../test/helpers/alerts.test-helpers";

// Link previews (issue 15): crawlers read the first HTML response and never run JavaScript, so
// an alert's preview tags must be in it, and a report the public may not see must not show.

const PUBLIC_URL = "https://alerts.example.gy";
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Built description" />
    <title>Built title</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let staff: StaffHeaders;

beforeAll(async () => {
  const clientDir = clientDirWith(INDEX);
  t = await createTestApp({
    clientDir,
    env: { PUBLIC_URL, SITE_BRAND_NAME: "Guyana Child Alert", SITE_EMERGENCY_PHONE: "911" },
  });
  staff = await staffHeaders(t);
  // A found person's own preview exists only while the settings announce found people.
  await setAnnounceFound(t, staff, true);
});
afterAll(() => t.close());

/** Link-preview crawlers as they introduce themselves; none of them runs JavaScript. */
const CRAWLERS = {
  whatsapp: "WhatsApp/2.23.20.0 A",
  facebook: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
};

/** The page's head as a crawler parses it: meta property/name → content, decoded. */
async function previewOf(
  url: string,
  userAgent: string = CRAWLERS.whatsapp,
  headers: Record<string, string> = {},
): Promise<{ html: string; tags: Map<string, string[]>; title: string }> {
  const res = await t.app.inject({
    method: "GET",
    url,
    headers: { "user-agent": userAgent, accept: "*/*", ...headers },
  });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers["content-type"]).toContain("text/html");
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const tags = new Map<string, string[]>();
  for (const m of res.body.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags.set(m[1]!, [...(tags.get(m[1]!) ?? []), decode(m[2]!)]);
  }
  const titles = [...res.body.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  expect(titles, "exactly one <title>").toHaveLength(1);
  return { html: res.body, tags, title: titles[0]! };
}

function only(tags: Map<string, string[]>, name: string): string {
  const values = tags.get(name);
  expect(values, name).toHaveLength(1);
  return values![0]!;
}

/** The API answers a page's HTML preloads (<link rel="preload" as="fetch">), in order. */
const jsonPreloadsOf = (html: string) => html.match(/<link rel="preload" as="fetch"[^>]*>/g) ?? [];

async function report(overrides: Parameters<typeof validAlertInput>[0] = {}): Promise<number> {
  const res = await t.app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

function expectSitePreview(preview: Awaited<ReturnType<typeof previewOf>>, path: string): void {
  expect(preview.title).toBe("Guyana Child Alert — Missing Person Alerts, Guyana");
  expect(only(preview.tags, "og:title")).toBe(preview.title);
  expect(only(preview.tags, "og:type")).toBe("website");
  expect(only(preview.tags, "og:url")).toBe(`${PUBLIC_URL}${path}`);
  expect(only(preview.tags, "og:image")).toBe(`${PUBLIC_URL}/pwa-512.png`);
  expect(only(preview.tags, "twitter:card")).toBe("summary");
  expect(only(preview.tags, "og:site_name")).toBe("Guyana Child Alert");
}

describe("link preview tags in the first HTML response", () => {
  it("a verified alert's page previews that alert: title, description, canonical URL, card image", async () => {
    const lastSeen = new Date(Date.now() - 2 * 3_600_000);
    const id = await report({ lastSeen: lastSeen.toISOString() });
    await verifyAsModerator(t, staff, id);

    for (const [path, crawler] of [
      [`/alert/${id}`, CRAWLERS.whatsapp],
      [`/alert/${id}`, CRAWLERS.facebook],
      [`/alert/${id}?report=sighting`, CRAWLERS.whatsapp],
    ] as const) {
      const { tags, title, html } = await previewOf(path, crawler);
      expect(title).toBe("MISSING: Aaliyah Persaud, 9");
      expect(only(tags, "og:title")).toBe("MISSING: Aaliyah Persaud, 9");
      expect(only(tags, "twitter:title")).toBe("MISSING: Aaliyah Persaud, 9");
      const description = only(tags, "og:description");
      expect(description).toContain("Last seen at Stabroek Market, Water Street, Georgetown");
      expect(description).toContain(formatGuyanaDateTime(lastSeen));
      expect(description).toContain("Wearing: Navy blue school uniform, pink backpack. Call 911");
      expect(only(tags, "description")).toBe(description);
      expect(only(tags, "og:url")).toBe(`${PUBLIC_URL}/alert/${id}`);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/alert/${id}" />`);
      expect(only(tags, "og:type")).toBe("article");
      expect(only(tags, "og:site_name")).toBe("Guyana Child Alert");
      const image = only(tags, "og:image");
      expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/api/alerts/${id}/share-card\\.jpg`));
      expect(only(tags, "twitter:image")).toBe(image);
      expect(only(tags, "og:image:width")).toBe("1200");
      expect(only(tags, "og:image:height")).toBe("630");
      expect(only(tags, "og:image:alt")).toContain("MISSING: Aaliyah Persaud, 9");
      expect(only(tags, "twitter:card")).toBe("summary_large_image");
      // The image a crawler fetches next is the alert's 1200x630 share card.
      const card = await t.app.inject({ method: "GET", url: image.slice(PUBLIC_URL.length) });
      expect(card.statusCode).toBe(200);
      expect(card.headers["content-type"]).toBe("image/jpeg");
      const { width, height } = await sharp(card.rawPayload).metadata();
      expect([width, height]).toEqual([1200, 630]);
      // The reporter is never part of a preview.
      expect(html).not.toContain("Savitri");
      expect(html).not.toContain("600 1234");
      expect(html).not.toContain("savitri.persaud@example.gy");
    }
  });

  it("a found person's page says FOUND, with a card URL of its own", async () => {
    const id = await report({ name: "Kevin Ramdass", age: 12 });
    await verifyAsModerator(t, staff, id);
    const before = only((await previewOf(`/alert/${id}`)).tags, "og:image");
    const found = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/close`,
      headers: staff.moderator,
      payload: { outcome: "found_safe", note: "Back home." },
    });
    expect(found.statusCode, found.body).toBe(200);
    const { tags, title } = await previewOf(`/alert/${id}`);
    expect(title).toBe("FOUND: Kevin Ramdass, 12");
    expect(only(tags, "og:description")).toBe("Kevin Ramdass has been found. Thank you for sharing.");
    expect(only(tags, "og:image")).not.toBe(before);
  });

  it("a verified alert's page starts fetching its photo from the HTML, a pending one's never", async () => {
    const preloadOf = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0].replace(/&amp;/g, "&"));
    const pending = await reportWithPhoto(t, staff, { width: 800, height: 1000 });
    const pendingPage = await t.app.inject({ method: "GET", url: `/alert/${pending.id}` });
    expect(preloadOf(pendingPage.body)).toEqual([]);
    expect(pendingPage.body).not.toContain(pending.photoUrl);

    await verifyAsModerator(t, staff, pending.id);
    const page = await t.app.inject({ method: "GET", url: `/alert/${pending.id}` });
    expect(preloadOf(page.body)).toEqual([
      `<link rel="preload" as="image" type="image/webp" fetchpriority="high" imagesrcset="${pending.photoUrl}?w=400&format=webp 400w, ${pending.photoUrl}?w=800&format=webp 800w" imagesizes="${ALERT_PAGE_PHOTO_SIZES}" />`,
    ]);
    // The preloaded file is the one the page's <picture> asks for, and it is served.
    const photo = await t.app.inject({ method: "GET", url: `${pending.photoUrl}?w=400&format=webp` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
  });

  it("a public alert's page fetches its data from the HTML, a pending one's never", async () => {
    const id = await report({ name: "Preload Secretname" });
    const pendingPage = await t.app.inject({ method: "GET", url: `/alert/${id}` });
    expect(jsonPreloadsOf(pendingPage.body)).toEqual([]);

    await verifyAsModerator(t, staff, id);
    const page = await t.app.inject({ method: "GET", url: `/alert/${id}` });
    // use-credentials: the page's own fetch sends cookies, and only a request in the same mode
    // takes the preloaded answer.
    expect(jsonPreloadsOf(page.body)).toEqual([
      `<link rel="preload" as="fetch" href="/api/alerts/${id}" crossorigin="use-credentials" />`,
    ]);
    const data = await t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toMatchObject({ id, name: "Preload Secretname" });
    expect(jsonPreloadsOf((await t.app.inject({ method: "GET", url: "/subscribe" })).body)).toEqual([]);
  });

  it("the home page fetches its sample alert (the newest active alert) from the HTML", async () => {
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(jsonPreloadsOf(page.body)).toEqual([
      '<link rel="preload" as="fetch" href="/api/alerts?verified=true&amp;active=true&amp;limit=1" crossorigin="use-credentials" />',
    ]);
  });

  it("the active alerts page fetches its first page and its location filter from the HTML", async () => {
    const page = await t.app.inject({ method: "GET", url: "/active-alerts" });
    expect(jsonPreloadsOf(page.body)).toEqual([
      '<link rel="preload" as="fetch" href="/api/alerts?verified=true&amp;active=true&amp;limit=6" crossorigin="use-credentials" />',
      '<link rel="preload" as="fetch" href="/api/alerts/locations" crossorigin="use-credentials" />',
    ]);
    for (const url of ["/api/alerts?verified=true&active=true&limit=6", "/api/alerts/locations"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
  });

  it("pending, denied, rejected and unknown alerts get only the site's own tags", async () => {
    const pending = await report({ name: "Pending Secretname" });
    const denied = await report({ name: "Denied Secretname" });
    await setAlertState(t, denied, "denied");
    const rejected = await report({ name: "Rejected Secretname" });
    await setAlertState(t, rejected, "rejected");
    for (const id of [pending, denied, rejected, 999_999, 99_999_999_999]) {
      for (const crawler of Object.values(CRAWLERS)) {
        const preview = await previewOf(`/alert/${id}`, crawler);
        expectSitePreview(preview, `/alert/${id}`);
        expect(preview.html).not.toContain("Secretname");
        expect(preview.html).not.toContain("Stabroek");
        expect(preview.html).not.toContain("Savitri");
      }
    }
  });

  it("other pages carry the site's own preview, and the built title and description are replaced", async () => {
    for (const path of ["/", "/active-alerts", "/subscribe", "/report", "/alert/abc"]) {
      const preview = await previewOf(path);
      expectSitePreview(preview, path);
      expect(preview.html).not.toContain("Built title");
      expect(preview.html).not.toContain("Built description");
    }
  });

  it("speaks the page's language: the lang cookie, else Accept-Language", async () => {
    const lastSeen = new Date("2026-03-05T18:30:00.000Z");
    const id = await report({ lastSeen: lastSeen.toISOString() });
    await verifyAsModerator(t, staff, id);
    const spanish = await previewOf(`/alert/${id}`, CRAWLERS.whatsapp, { cookie: "lang=es" });
    expect(spanish.title).toBe("DESAPARECIDO/A: Aaliyah Persaud, 9");
    expect(only(spanish.tags, "og:title")).toBe(spanish.title);
    expect(only(spanish.tags, "og:description")).toBe(
      "Visto por última vez en Stabroek Market, Water Street, Georgetown el 5 de marzo de 2026, 14:30. " +
        "Ropa: Navy blue school uniform, pink backpack. Llame al 911 con cualquier información.",
    );
    expect(only(spanish.tags, "og:image:alt")).toBe(
      "DESAPARECIDO/A: Aaliyah Persaud, 9. Guyana Child Alert, emergencias 911.",
    );

    const portuguese = await previewOf("/report", CRAWLERS.whatsapp, { "accept-language": "pt-BR,pt;q=0.9" });
    expect(portuguese.title).toBe("Guyana Child Alert — Alertas de pessoas desaparecidas, Guiana");
    expect(only(portuguese.tags, "og:title")).toBe(portuguese.title);
    expect(only(portuguese.tags, "description")).toMatch(/^Alertas comunitários de pessoas desaparecidas/);

    // A crawler that names no language gets the English preview.
    expectSitePreview(await previewOf("/report"), "/report");
  });

  it("escapes an alert's text in every tag", async () => {
    const id = await report({ name: `Ann "<b>" & O'Neil`, clothing: `Red shirt "><script>x</script>` });
    await verifyAsModerator(t, staff, id);
    const { html, tags } = await previewOf(`/alert/${id}`);
    expect(html).not.toContain("<script>x</script>");
    expect(html).not.toContain(`"<b>"`);
    expect(only(tags, "og:title")).toBe(`MISSING: Ann "<b>" & O'Neil, 9`);
    expect(only(tags, "og:description")).toContain(`Red shirt "><script>x</script>`);
  });
});
